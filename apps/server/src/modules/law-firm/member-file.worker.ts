import { type MemberTable, parseMemberFile } from './member-file.ts';

/** Runs in a worker thread (see read-member-file.ts): the uploaded bytes in, the member table out. */
export default function readMemberFileTask(input: Uint8Array): Promise<MemberTable> {
  return parseMemberFile(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
}
