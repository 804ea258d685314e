import clsx from "clsx";

/**
 * The operator's Markdown as the server rendered and sanitised it (site/markdown.ts). The classes
 * style the plain elements Markdown makes (headings, lists, links) like the rest of the pages.
 */
export function SiteHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(
        "leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a:hover]:underline [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-slate-900 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_hr]:my-6 [&_hr]:border-rose-100 [&_li]:mt-1.5 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:ps-6",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
