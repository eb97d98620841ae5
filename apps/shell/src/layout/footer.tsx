import { Link } from 'react-router';
import { POLICY_LINKS, PRODUCT_NAME } from '@profileproof/contracts';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner pp-container">
        <nav aria-label="Legal and contact">
          <ul className="footer__links">
            {POLICY_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer__legal">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
