import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";
import { isLinkAllowed } from "./link-rules";

/** Made once: the editor compares its options on every render. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      // the server adds rel and target to outside links when it stores them
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isLinkAllowed(url),
    },
  }),
];

type Marks = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

const readMarks = (editor: Editor): Marks => ({
  bold: editor.isActive("bold"),
  italic: editor.isActive("italic"),
  underline: editor.isActive("underline"),
  strike: editor.isActive("strike"),
  h2: editor.isActive("heading", { level: 2 }),
  h3: editor.isActive("heading", { level: 3 }),
  bulletList: editor.isActive("bulletList"),
  orderedList: editor.isActive("orderedList"),
  blockquote: editor.isActive("blockquote"),
  codeBlock: editor.isActive("codeBlock"),
  link: editor.isActive("link"),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

type Tool = {
  key: string;
  icon: ReactNode;
  /** aria-pressed for a toggle; undefined for an action */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

const svg = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
);

const icons = {
  bulletList: svg(
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </>,
  ),
  orderedList: svg(
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path d="M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1.2L3.5 19h3" />
    </>,
  ),
  blockquote: svg(<path d="M7 7H4v6h3l-1 4M17 7h-3v6h3l-1 4" />),
  codeBlock: svg(<path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />),
  horizontalRule: svg(<path d="M3 12h18" />),
  link: svg(
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>,
  ),
  unlink: svg(
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      <path d="M4 4l16 16" />
    </>,
  ),
  undo: svg(<path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />),
  redo: svg(<path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />),
};

/** A formatting toolbar: one tab stop, arrow keys (and Home, End) move between its buttons. */
function Toolbar({ label, tools }: { label: string; tools: Tool[] }) {
  const { t } = useTranslation("blog");
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const enabled = tools.map((tool, i) => (tool.disabled ? -1 : i)).filter((i) => i >= 0);
  const stop = enabled.includes(current) ? current : (enabled[0] ?? 0);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.indexOf(stop);
    const next =
      event.key === "ArrowRight"
        ? enabled[(at + 1) % enabled.length]
        : event.key === "ArrowLeft"
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === "Home"
            ? enabled[0]
            : event.key === "End"
              ? enabled[enabled.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={move}
      className="flex flex-wrap gap-1 border-b border-stone-200 bg-stone-50 p-1.5"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.key}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === stop ? 0 : -1}
          aria-label={t(`admin.editor.toolbar.${tool.key}`)}
          title={t(`admin.editor.toolbar.${tool.key}`)}
          aria-pressed={tool.pressed}
          disabled={tool.disabled}
          onFocus={() => setCurrent(i)}
          // keeps the text selected while a button is clicked
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
          className={`inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40 ${tool.pressed ? "bg-primary text-white" : "text-stone-800 hover:bg-stone-200"}`}
        >
          {tool.icon}
        </button>
      ))}
    </div>
  );
}

/** The small form for a link's address (in place of window.prompt); Enter applies, Escape closes. */
function LinkPanel({
  initial,
  onApply,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("blog");
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    if (!isLinkAllowed(value)) return setInvalid(true);
    onApply(value.trim());
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-stone-200 bg-white p-3">
      <div className="min-w-56 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-700">
          {t("admin.editor.link.label")}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          // biome-ignore lint/a11y/noAutofocus: the panel opens on purpose to type the address
          autoFocus
          value={value}
          placeholder={t("admin.editor.link.placeholder")}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            // Enter would send the whole article form
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") {
              event.preventDefault();
              onClose();
            }
          }}
          className={`h-10 w-full rounded-lg border bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${invalid ? "border-red-600" : "border-stone-300"}`}
        />
        {invalid && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {t("admin.editor.link.invalid")}
          </p>
        )}
      </div>
      <button type="button" onClick={apply} className={buttonVariants({ variant: "primary", size: "sm" })}>
        {t("admin.editor.link.apply")}
      </button>
      <button
        type="button"
        onClick={onClose}
        className={buttonVariants({ variant: "secondary", size: "sm" })}
      >
        {t("admin.editor.link.cancel")}
      </button>
    </div>
  );
}

/**
 * The article's rich-text editor (Tiptap StarterKit). Its HTML is sent in the hidden input `name`;
 * until the editor has started (server rendering, no JavaScript) a plain HTML text area stands in.
 * The server cleans whatever arrives.
 */
export function RichTextEditor({
  name,
  initialHtml,
  label,
  hint,
  errors,
}: {
  name: string;
  initialHtml: string;
  label: string;
  hint: string;
  errors?: string[] | undefined;
}) {
  const { t } = useTranslation("blog");
  const id = useId();
  const labelId = `${id}-label`;
  const invalid = (errors?.length ?? 0) > 0;
  const describedBy = [`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(" ");
  const [html, setHtml] = useState(initialHtml);
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": describedBy,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "article-body min-h-72 px-4 py-3 text-base focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  const watched = useEditorState({ editor, selector: ({ editor: e }) => (e ? readMarks(e) : null) });
  // useEditorState only answers after the editor's first transaction; until then read the marks directly
  const marks = watched ?? (editor ? readMarks(editor) : null);

  const chain = () => editor!.chain().focus();
  const tools: Tool[] = marks
    ? [
        { key: "bold", icon: <b>B</b>, pressed: marks.bold, run: () => chain().toggleBold().run() },
        { key: "italic", icon: <i>I</i>, pressed: marks.italic, run: () => chain().toggleItalic().run() },
        {
          key: "underline",
          icon: <span className="underline">U</span>,
          pressed: marks.underline,
          run: () => chain().toggleUnderline().run(),
        },
        {
          key: "strike",
          icon: <span className="line-through">S</span>,
          pressed: marks.strike,
          run: () => chain().toggleStrike().run(),
        },
        { key: "h2", icon: "H2", pressed: marks.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
        { key: "h3", icon: "H3", pressed: marks.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
        {
          key: "bulletList",
          icon: icons.bulletList,
          pressed: marks.bulletList,
          run: () => chain().toggleBulletList().run(),
        },
        {
          key: "orderedList",
          icon: icons.orderedList,
          pressed: marks.orderedList,
          run: () => chain().toggleOrderedList().run(),
        },
        {
          key: "blockquote",
          icon: icons.blockquote,
          pressed: marks.blockquote,
          run: () => chain().toggleBlockquote().run(),
        },
        {
          key: "codeBlock",
          icon: icons.codeBlock,
          pressed: marks.codeBlock,
          run: () => chain().toggleCodeBlock().run(),
        },
        { key: "horizontalRule", icon: icons.horizontalRule, run: () => chain().setHorizontalRule().run() },
        { key: "link", icon: icons.link, pressed: marks.link || linkOpen, run: () => setLinkOpen((o) => !o) },
        {
          key: "unlink",
          icon: icons.unlink,
          disabled: !marks.link,
          run: () => chain().extendMarkRange("link").unsetLink().run(),
        },
        { key: "undo", icon: icons.undo, disabled: !marks.canUndo, run: () => chain().undo().run() },
        { key: "redo", icon: icons.redo, disabled: !marks.canRedo, run: () => chain().redo().run() },
      ]
    : [];

  const applyLink = (href: string) => {
    if (!editor) return;
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive("link"))
      chain()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    else chain().extendMarkRange("link").setLink({ href }).run();
    setLinkOpen(false);
  };

  const messages = (
    <>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {errors?.join(" ")}
        </p>
      )}
    </>
  );

  if (!editor || !marks) {
    // before the editor starts: the same HTML in a plain field, which the form sends as it is
    return (
      <div>
        <label
          id={labelId}
          htmlFor={`${id}-fallback`}
          className="mb-1 block text-sm font-semibold text-stone-700"
        >
          {label}
        </label>
        <textarea
          id={`${id}-fallback`}
          name={name}
          defaultValue={initialHtml}
          rows={14}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`w-full rounded-lg border bg-white p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-primary ${invalid ? "border-red-600" : "border-stone-300"}`}
        />
        {messages}
      </div>
    );
  }

  return (
    <div>
      <p id={labelId} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
      </p>
      <div
        className={`overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-primary ${invalid ? "border-red-600" : "border-stone-300"}`}
      >
        <Toolbar label={t("admin.editor.toolbar.label")} tools={tools} />
        {linkOpen && (
          <LinkPanel
            initial={(editor.getAttributes("link").href as string | undefined) ?? "https://"}
            onApply={applyLink}
            onClose={() => {
              setLinkOpen(false);
              editor.commands.focus();
            }}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
      {messages}
    </div>
  );
}
