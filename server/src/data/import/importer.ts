/**
 * Restaurant import: every record is validated first, then all are written in ONE transaction
 * (all or nothing; media files written by a failed import are deleted).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import {
  RecordError,
  recordErrorMessage,
  recordsOfImportJson,
  validateImportRecord,
  type CityRef,
  type RestaurantRecord,
} from './import-record.js';
import { inTransaction } from '../../db/transaction.js';
import type { MediaStorage } from '../../modules/media/index.js';
import { allCityRefs } from './import.queries.js';
import { MediaTracker, writeRestaurant, type WriterDeps } from './restaurant-writer.js';

export class ImportError extends Error {
  constructor(
    message: string,
    /** 1-based position of the record in the file, when the error concerns one. */
    readonly position: number | null = null,
    readonly externalId: string | null = null,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

export interface ImportOptions {
  /** The public media storage (mediaStores(config).public): the photos are written there. */
  storage: MediaStorage;
  log?: (message: string) => void;
  /** Relative photo paths are resolved against it; importFile uses the file's directory. */
  baseDir?: string;
  /** id_url generator for new restaurants (default: crypto random). */
  idUrl?: () => string;
  /** Publication date given to records published without datePublished (default: now). */
  now?: Date;
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
  /** Runs first inside the transaction; returning false writes nothing (summary.skipped). */
  beforeWrite?: (manager: EntityManager) => Promise<boolean>;
}

export interface ImportSummary {
  total: number;
  created: number;
  updated: number;
  photos: number;
  skipped: boolean;
}

/** Validates every record; throws an ImportError naming the first bad one. */
function validateRecords(raws: readonly unknown[], cities: readonly CityRef[]): RestaurantRecord[] {
  if (raws.length === 0) throw new ImportError('Le fichier ne contient aucun restaurant.');
  const seen = new Map<string, number>();
  return raws.map((raw, i) => {
    const position = i + 1;
    const externalId = typeof raw === 'object' && raw !== null ? (raw as { externalId?: unknown }).externalId : undefined;
    const result = validateImportRecord(raw, { cities });
    if (!result.ok) {
      throw new ImportError(recordErrorMessage(position, externalId, result.path, result.reason), position, externalId == null ? null : String(externalId), result.path);
    }
    const first = seen.get(result.record.externalId);
    if (first !== undefined) {
      throw new ImportError(
        recordErrorMessage(position, result.record.externalId, 'externalId', `en double (déjà utilisé par l'enregistrement n°${first})`),
        position, result.record.externalId, 'externalId',
      );
    }
    seen.set(result.record.externalId, position);
    return result.record;
  });
}

function databaseReason(error: unknown): { field: string; reason: string } {
  if (error instanceof RecordError) return { field: error.path, reason: error.reason };
  const e = error as { message?: string; driverError?: { message?: string; constraint?: string; detail?: string }; constraint?: string; detail?: string };
  const driver = e?.driverError ?? e;
  const constraint = driver?.constraint ?? e?.constraint;
  if (constraint || e?.driverError) {
    const detail = driver?.detail ? ` — ${driver.detail}` : '';
    return { field: '', reason: `refusé par la base de données : ${driver?.message ?? e?.message}${constraint ? ` (contrainte ${constraint})` : ''}${detail}` };
  }
  return { field: '', reason: error instanceof Error ? error.message : String(error) };
}

/** Validates then writes records (already parsed JSON) in one transaction. */
export async function importRecords(dataSource: DataSource, raws: readonly unknown[], options: ImportOptions): Promise<ImportSummary> {
  const log = options.log ?? (() => {});
  const records = validateRecords(raws, await allCityRefs(dataSource));
  const media = new MediaTracker(options.storage);
  const deps: WriterDeps = {
    storage: options.storage,
    media,
    baseDir: options.baseDir,
    idUrl: options.idUrl,
    now: options.now,
    fetchTimeoutMs: options.fetchTimeoutMs,
    fetch: options.fetch,
    imageCache: new Map(),
  };
  const summary: ImportSummary = { total: records.length, created: 0, updated: 0, photos: 0, skipped: false };
  let current = 0;
  try {
    await inTransaction(dataSource, async (manager) => {
      if (options.beforeWrite && !(await options.beforeWrite(manager))) {
        summary.skipped = true;
        return;
      }
      for (let i = 0; i < records.length; i++) {
        current = i;
        const result = await writeRestaurant(manager, records[i], deps);
        if (result.created) summary.created++;
        else summary.updated++;
        summary.photos += result.photos;
        if ((i + 1) % 50 === 0 && i + 1 < records.length) log(`… ${i + 1}/${records.length} restaurants écrits`);
      }
    });
  } catch (error) {
    await media.discard();
    const record = records[current];
    const { field, reason } = databaseReason(error);
    throw new ImportError(
      `${recordErrorMessage(current + 1, record?.externalId, field, reason)}. Aucune donnée n'a été importée.`,
      current + 1,
      record?.externalId ?? null,
      field || null,
    );
  }
  if (summary.skipped) await media.discard();
  else await media.commit();
  return summary;
}

/** Reads a JSON import file (an array of records or { restaurants: [...] }) and imports it. */
export async function importFile(dataSource: DataSource, filePath: string, options: ImportOptions): Promise<ImportSummary> {
  const absolute = path.resolve(filePath);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(code === 'ENOENT' ? `Fichier introuvable : ${absolute}` : `Lecture impossible de ${absolute} : ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportError(`Fichier JSON invalide (${absolute}) : ${(error as Error).message}`);
  }
  let raws: unknown[];
  try {
    raws = recordsOfImportJson(data);
  } catch (error) {
    throw new ImportError(`Format de fichier invalide : ${(error as Error).message}`);
  }
  return importRecords(dataSource, raws, { ...options, baseDir: options.baseDir ?? path.dirname(absolute) });
}

/** "12 restaurants créés, 3 mis à jour" */
export function importSummaryText(summary: Pick<ImportSummary, 'created' | 'updated'>): string {
  const created = `${summary.created} restaurant${summary.created > 1 ? 's' : ''} créé${summary.created > 1 ? 's' : ''}`;
  return `${created}, ${summary.updated} mis à jour`;
}
