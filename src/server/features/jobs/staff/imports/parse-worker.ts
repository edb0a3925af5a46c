// The worker thread behind a job import (service.ts, run by platform/workers.ts): reads the file
// into rows under the memory cap and time limit its parent set, off the server's thread.
import { workerTask } from '../../../../platform/workers.ts';
import { parseJobFile, type ParseOptions } from './parse.ts';

workerTask(({ bytes, fileName, options }: { bytes: Uint8Array; fileName: string; options: ParseOptions }, ready) => {
  ready();
  return parseJobFile(bytes, fileName, options);
});
