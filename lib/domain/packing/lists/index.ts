// The list of packings.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { listPackings } from '@/lib/domain/packing/lists/list-packings';
