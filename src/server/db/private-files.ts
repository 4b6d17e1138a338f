import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Group and other permission bits: none of them on anything under DATA_DIR. */
const GROUP_OTHER = 0o077;

/** A directory only its owner can enter (0700), made if missing and tightened if it exists. */
export function makePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Removes group and other permissions from `root` and everything below it (directories become 0700,
 * files keep only their owner bits, so 0666 becomes 0600). Symbolic links are neither followed nor
 * changed. For data directories made by earlier versions, which left most files readable and
 * writable by every local account.
 */
export function tightenTree(root: string) {
  const stats = lstatSync(root, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== 0o700) chmodSync(root, 0o700);
    for (const entry of readdirSync(root)) tightenTree(path.join(root, entry));
  } else if (stats.mode & GROUP_OTHER) {
    chmodSync(root, stats.mode & 0o700);
  }
}

/** The parts of Emscripten's NODEFS this module changes; PGlite's types do not describe them. */
interface NodeOps {
  mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
  setattr(node: unknown, attr: { mode?: number | null }): void;
}

/**
 * PGlite's file system on disk, but owner-only. Emscripten's NODEFS creates each file and then
 * chmods it to the mode PostgreSQL-in-WebAssembly asks for, 0666, which the process umask cannot
 * narrow (a chmod ignores it). Here every mode NODEFS is about to write to disk, at creation or by
 * chmod, loses its group and other bits, so files are 0600 and directories 0700 from the start.
 */
export class PrivateNodeFS extends NodeFS {
  constructor(dataDir: string) {
    super(dataDir);
    makePrivateDir(this.rootDir);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const ownerOnly = (mod: { NODEFS: unknown }) => {
      const ops = (mod.NODEFS as { node_ops: NodeOps }).node_ops;
      const { mknod, setattr } = ops;
      ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~GROUP_OTHER, dev);
      ops.setattr = (node, attr) =>
        setattr(node, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~GROUP_OTHER });
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
  }
}

/** What Wifaq keeps in DATA_DIR: the embedded database and the generated development secret. */
const DATA_ENTRIES = ['pgdata', 'auth-secret'];

/**
 * DATA_DIR becomes owner-only (made 0700 when missing), and what Wifaq keeps in it is tightened.
 * Other things someone put in DATA_DIR are left as they are; no one else can reach them now anyway.
 */
export function securePrivateData(dataDir: string) {
  makePrivateDir(dataDir);
  for (const entry of DATA_ENTRIES) tightenTree(path.join(dataDir, entry));
}
