import type { ReactNode } from 'react';
import { POLICY_EFFECTIVE_DATE } from '@profileproof/contracts';
import { ContentSection, Page, TableOfContents } from '@profileproof/ui';
import { DocumentTitle } from './document-title';
import './policy-page.css';

export interface PolicySection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface PolicyPageProps {
  title: string;
  /** One or two sentences under the title: what the page is about. */
  intro: ReactNode;
  /** The policy in a few points, shown above the full text. */
  keyPoints: readonly ReactNode[];
  sections: readonly PolicySection[];
}

/** The one layout of the policy pages: title, effective date, key points, a table of contents and numbered sections. */
export function PolicyPage({ title, intro, keyPoints, sections }: PolicyPageProps) {
  return (
    <Page>
      <DocumentTitle title={title} />
      <div className="policy-page">
        <header className="policy-page__header">
          <p className="pp-page-header__eyebrow">Policies</p>
          <h1>{title}</h1>
          <p className="policy-page__effective">Effective date: {POLICY_EFFECTIVE_DATE}</p>
          <p className="policy-page__intro">{intro}</p>
        </header>

        <div className="policy-page__key-points">
          <p className="policy-page__key-points-title">In short</p>
          <ul>
            {keyPoints.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </div>

        <div className="policy-page__layout">
          <div className="policy-page__toc">
            <TableOfContents
              entries={sections.map(({ id, title: sectionTitle }) => ({ id, title: sectionTitle }))}
            />
          </div>
          <div className="pp-card policy-page__body pp-prose">
            {sections.map((section) => (
              <ContentSection key={section.id} id={section.id} title={section.title}>
                {section.content}
              </ContentSection>
            ))}
          </div>
        </div>
      </div>
    </Page>
  );
}
