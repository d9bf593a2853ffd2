import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What the file transport writes beside each `.eml`: the message's summary and both bodies. */
export const outboxEntrySchema = z.object({
  id: z.string(),
  date: z.iso.datetime(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** Ids are the file names the transport chose: a timestamp and random hex, nothing else. */
export const outboxIdPattern = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export const outboxFiles = (dir: string, id: string) => ({
  eml: path.join(dir, `${id}.eml`),
  json: path.join(dir, `${id}.json`),
});

/** The messages written to `dir`, newest first; an absent folder is an empty outbox. */
export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => outboxIdPattern.test(id))
    .sort()
    .reverse();
  const entries = await Promise.all(ids.map((id) => readOutboxEntry(dir, id)));
  return entries.filter((entry) => entry !== null);
}

export async function readOutboxEntry(dir: string, id: string): Promise<OutboxEntry | null> {
  if (!outboxIdPattern.test(id)) return null;
  try {
    return outboxEntrySchema.parse(JSON.parse(await readFile(outboxFiles(dir, id).json, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function readOutboxEml(dir: string, id: string): Promise<Buffer | null> {
  if (!outboxIdPattern.test(id)) return null;
  return readFile(outboxFiles(dir, id).eml).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
