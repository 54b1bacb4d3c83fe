/** One artwork's judgement (see judge.ts): faces found, and how near its own photo it is. */
export interface Verdict {
  readonly portrait: string;
  /** Whether the judge sees one face in the portrait's photo: only then is the artwork judged. */
  readonly photoSeen: boolean;
  readonly transform: string;
  readonly direction: string;
  readonly faces: number;
  readonly scores: readonly number[];
  readonly ownDistance: number | undefined;
  readonly nearestOther: number | undefined;
}

/** The bars of issue 33: one face in 97% of artworks, its own photo nearest in 93%. */
const ONE_FACE_BAR = 0.97;
const OWN_PHOTO_BAR = 0.93;

export const oneFace = (v: Verdict) => v.faces === 1;
export const ownPhotoBest = (v: Verdict) =>
  v.ownDistance !== undefined && v.nearestOther !== undefined && v.ownDistance < v.nearestOther;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function shares(verdicts: readonly Verdict[]) {
  const count = verdicts.length || 1;
  return {
    one: verdicts.filter(oneFace).length / count,
    own: verdicts.filter(ownPhotoBest).length / count,
  };
}

function table(title: string, verdicts: readonly Verdict[], key: (v: Verdict) => string) {
  console.log(`\n${title}: one face · own photo best`);
  const groups = new Map<string, Verdict[]>();
  for (const v of verdicts) groups.set(key(v), [...(groups.get(key(v)) ?? []), v]);
  for (const [name, group] of groups) {
    const { one, own } = shares(group);
    console.log(`  ${name.padEnd(52)} ${percent(one).padStart(6)} · ${percent(own).padStart(6)}`);
  }
}

export function printVerdicts(all: readonly Verdict[]): void {
  const verdicts = all.filter((v) => v.photoSeen);
  table('by direction', verdicts, (v) => v.direction);
  table('by transform', verdicts, (v) => v.transform);
  table('by sitter', verdicts, (v) => v.portrait.split('/')[0] ?? v.portrait);
  const failing = verdicts.filter((v) => !oneFace(v) || !ownPhotoBest(v));
  console.log(`\nfailing (${failing.length}):`);
  for (const v of failing) {
    console.log(
      `  ${v.portrait} · ${v.direction}: ${v.faces} face(s) [${v.scores.join(', ')}], own ${v.ownDistance?.toFixed(2) ?? '-'} vs other ${v.nearestOther?.toFixed(2) ?? '-'}`,
    );
  }
  const unseen = all.filter((v) => !v.photoSeen);
  const unseenPhotos = new Set(unseen.map((v) => v.portrait));
  if (unseen.length) {
    console.log(
      `\nnot judged, no single face in the photo itself (${[...unseenPhotos].join(', ')}): one face in ${unseen.filter(oneFace).length} of their ${unseen.length} artworks`,
    );
  }
  const { one, own } = shares(verdicts);
  console.log(
    `\n${verdicts.length} artworks: one face ${percent(one)} (bar ${percent(ONE_FACE_BAR)}), own photo best ${percent(own)} (bar ${percent(OWN_PHOTO_BAR)}): ${one >= ONE_FACE_BAR && own >= OWN_PHOTO_BAR ? 'passes' : 'does not pass'}`,
  );
}
