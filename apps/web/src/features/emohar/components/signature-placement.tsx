import { Button, Group, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { type PointerEvent, useCallback, useState } from 'react';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import {
  boxCenteredAt,
  clampBox,
  describeBox,
  pointToFractions,
  type SignatureBox,
} from '../placement/signature-box.ts';
import { PdfPages } from './pdf-pages.tsx';
import { SignatureBoxView } from './signature-box-view.tsx';

interface SignaturePlacementProps {
  base64: string | undefined;
  box: SignatureBox | null;
  onChange: (box: SignatureBox | null) => void;
  signerName: string;
}

/** Spec §2 "signature placement view": the document, and where on it the signature goes. */
export function SignaturePlacement({ base64, box, onChange, signerName }: SignaturePlacementProps) {
  const [pageCount, setPageCount] = useState(0);
  const onLoaded = useCallback(
    (count: number) => {
      setPageCount(count);
      // A box stored for a longer document (or an older file) is brought back inside this one.
      if (box && box.page > count) onChange(clampBox(box, count));
    },
    [box, onChange],
  );

  const placeAt = (event: PointerEvent<HTMLDivElement>, page: number) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const { fx, fy } = pointToFractions(
      event.clientX - rect.left,
      event.clientY - rect.top,
      rect.width,
      rect.height,
    );
    onChange(boxCenteredAt(page, fx, fy, box ?? undefined));
  };

  return (
    <PanelSection
      id="placement"
      title="Place your signature"
      description="Click or tap the page where your signature should go, then drag the box to adjust it. By keyboard: place the box, focus it with Tab, and move it with the arrow keys."
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm" fw={600} aria-live="polite">
          {box ? describeBox(box) : 'No signature placed yet'}
        </Text>
        <Group gap="xs">
          {box ? (
            <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
              Remove box
            </Button>
          ) : null}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSignature size={16} aria-hidden />}
            onClick={() => onChange(boxCenteredAt(box?.page ?? 1, 0.5, 0.85))}
            disabled={pageCount === 0}
          >
            {box ? 'Reset box' : 'Place signature box'}
          </Button>
        </Group>
      </Group>
      <PdfPages
        base64={base64}
        onLoaded={onLoaded}
        onPagePointerDown={placeAt}
        overlay={(page) =>
          box && box.page === page ? (
            <SignatureBoxView box={box} pageCount={pageCount} signerName={signerName} onChange={onChange} />
          ) : null
        }
      />
    </PanelSection>
  );
}
