import { and, eq } from 'drizzle-orm';
import {
  CHANNELS_OF,
  NOTICE_EVENTS,
  type NoticeChannel,
  type NoticeEvent,
  type NoticePreference,
} from '../../domain/notices.ts';
import type { Db } from '../db/client.ts';
import { noticeOptOuts } from '../db/schema.ts';

/** Every event on every channel, on unless the person turned it off (decision 067). */
export async function preferencesOf(db: Db, userId: string): Promise<NoticePreference[]> {
  const off = await db
    .select({ event: noticeOptOuts.event, channel: noticeOptOuts.channel })
    .from(noticeOptOuts)
    .where(eq(noticeOptOuts.user_id, userId));
  const isOff = (event: string, channel: string) => off.some((row) => row.event === event && row.channel === channel);
  return NOTICE_EVENTS.flatMap((event) =>
    CHANNELS_OF[event].map((channel) => ({ event, channel, on: !isOff(event, channel) })),
  );
}

export async function wants(db: Db, userId: string, event: NoticeEvent, channel: NoticeChannel): Promise<boolean> {
  const [row] = await db
    .select({ event: noticeOptOuts.event })
    .from(noticeOptOuts)
    .where(and(eq(noticeOptOuts.user_id, userId), eq(noticeOptOuts.event, event), eq(noticeOptOuts.channel, channel)));
  return !row;
}

/** Turns one event on one channel on or off; saying the same twice changes nothing. */
export async function setPreference(
  db: Db,
  userId: string,
  change: { event: NoticeEvent; channel: NoticeChannel; on: boolean },
  via: 'settings' | 'unsubscribe',
) {
  if (change.on) {
    await db
      .delete(noticeOptOuts)
      .where(
        and(
          eq(noticeOptOuts.user_id, userId),
          eq(noticeOptOuts.event, change.event),
          eq(noticeOptOuts.channel, change.channel),
        ),
      );
    return;
  }
  await db
    .insert(noticeOptOuts)
    .values({ user_id: userId, event: change.event, channel: change.channel, via })
    .onConflictDoNothing();
}
