import '../drafting.css';
import { LexiRichTextEditor, type RichTextEditorProps } from '../../../components/ui/rich-text-editor.tsx';

/** The contract in the shared TipTap editor, with the contract's typography. */
export function ContractEditor(props: Omit<RichTextEditorProps, 'label' | 'className'>) {
  return <LexiRichTextEditor {...props} label="Contract text" className="lexi-contract-editor" />;
}
