import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';
import { remarkUnits } from '../lib/remark-units';

/**
 * An answer rendered readably: paragraphs, lists, tables, inline code and fenced code blocks.
 * react-markdown builds React elements from the Markdown syntax tree; raw HTML in the text is dropped
 * (skipHtml), images are not loaded, links open outside the app.
 */
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="list-decimal space-y-1 pl-5" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed" {...props} />,
  h1: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a
      className="font-medium text-primary underline underline-offset-2"
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="border-l-2 border-primary/40 pl-3 text-muted-foreground" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    // Focusable, so a long line can be scrolled with the keyboard.
    <pre
      tabIndex={0}
      className="overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-md bg-sidebar p-3 font-mono text-xs leading-relaxed text-sidebar-foreground [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-inherit"
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]', className)} {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div tabIndex={0} className="overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <table className="w-full border-collapse text-xs" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border px-2 py-1 text-left font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border px-2 py-1 align-top" {...props} />,
};

const remarkPlugins = [remarkGfm, remarkUnits];

export function MessageContent({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm break-words" data-slot="message-content">
      <Markdown
        remarkPlugins={remarkPlugins}
        components={components}
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
      >
        {text}
      </Markdown>
    </div>
  );
}
