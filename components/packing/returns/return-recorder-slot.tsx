'use client';
import dynamic from 'next/dynamic';

// The unboxing video: the same recorder and upload queue as the packing station, loaded
// in the browser once the return station is on screen.
const StationVideo = dynamic(() => import('@/components/packing/video/station-video'), {
  ssr: false,
});

export interface ReturnRecorderSlotProps {
  packingId: number | null;
  orderNumber: string | null;
  /** True from the parcel's scan until its return is closed. */
  recording: boolean;
  /** Who receives the parcel: drawn on the video. */
  packer: string;
}

export function ReturnRecorderSlot(props: ReturnRecorderSlotProps) {
  const filming = props.recording && props.packingId !== null && !!props.orderNumber;
  return (
    <div
      data-testid="return-recorder-slot"
      data-recording={props.recording ? 'true' : 'false'}
      data-packing-id={props.packingId ?? undefined}
    >
      <StationVideo
        packingId={filming ? props.packingId : null}
        orderNumber={filming ? props.orderNumber : null}
        packer={props.packer}
        purpose="return"
      />
    </div>
  );
}
