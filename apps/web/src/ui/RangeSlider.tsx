import * as RadixSlider from "@radix-ui/react-slider";
import { useTranslation } from "react-i18next";

/**
 * A two-thumb range slider (Radix): each thumb is its own keyboard stop (arrows, Page Up/Down,
 * Home/End) with its own name; Radix mirrors it in right-to-left pages from the document direction.
 */
export function RangeSlider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step = 1,
  labels,
  testId,
}: {
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  onValueCommit?: (value: [number, number]) => void;
  min: number;
  max: number;
  step?: number;
  labels: [string, string];
  testId?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <RadixSlider.Root
      className="relative flex h-6 w-full touch-none select-none items-center"
      value={value}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      dir={i18n.dir()}
      data-testid={testId}
      onValueChange={([a, b]) => onValueChange([a, b])}
      onValueCommit={onValueCommit ? ([a, b]) => onValueCommit([a, b]) : undefined}
    >
      <RadixSlider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
        <RadixSlider.Range className="absolute h-full rounded-full bg-brand-500" />
      </RadixSlider.Track>
      {labels.map((label) => (
        <RadixSlider.Thumb key={label} aria-label={label} className="block h-6 w-6 rounded-full border-2 border-brand-600 bg-white shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" />
      ))}
    </RadixSlider.Root>
  );
}
