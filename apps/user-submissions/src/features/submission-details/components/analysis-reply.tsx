import { replyBlocks } from '../../../shared/report-text';

/** The analyst's reply: underlined lines become headings, everything else keeps its line breaks. */
export function AnalysisReply({ reply }: { reply: string }) {
  return (
    <div className="analysis-reply">
      {replyBlocks(reply).map((block, index) => {
        if (block.kind === 'text') {
          return (
            <p key={index} className="analysis-reply__text">
              {block.text}
            </p>
          );
        }
        const Heading = block.level === 2 ? 'h3' : 'h4';
        return (
          <Heading
            key={index}
            className={`analysis-reply__heading analysis-reply__heading--${Heading}`}
          >
            {block.text}
          </Heading>
        );
      })}
    </div>
  );
}
