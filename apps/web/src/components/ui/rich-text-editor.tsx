import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export interface RichTextEditorProps {
  content: string;
  editable: boolean;
  /** The accessible name of the text box, e.g. 'Contract text'. */
  label: string;
  className?: string;
  /** The editor once made (and null when it goes), for callers that act on it (print, export). */
  onReady?: (editor: Editor | null) => void;
  onChange: (html: string) => void;
}

const extensions = [
  StarterKit.configure({ link: { openOnClick: false } }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
];

function styleNonce(): string | undefined {
  return document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
}

/** A document in TipTap: headings, bold / italic / underline, lists, tables, undo and redo. */
export function LexiRichTextEditor({
  content,
  editable,
  label,
  className,
  onReady,
  onChange,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    // TipTap adds a <style> of its own: the page's CSP lets it apply only with the page's nonce.
    injectNonce: styleNonce(),
    content,
    editable,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  useEffect(() => {
    onReady?.(editor);
    return () => onReady?.(null);
  }, [editor, onReady]);

  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  // A newer version from the server (made editable, saved elsewhere) replaces what is shown.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== content) {
      editor.commands.setContent(content, { emitUpdate: false });
    }
  }, [editor, content]);

  return (
    <RichTextEditor editor={editor} variant="subtle" className={className}>
      {editable ? (
        <RichTextEditor.Toolbar sticky stickyOffset={60} aria-label="Formatting">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      ) : null}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
