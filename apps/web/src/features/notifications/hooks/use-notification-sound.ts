import { useEffect, useRef } from "react";
import { playNotificationSound } from "../notification-sound.ts";

/** §2.5: a sound when the unread notifications and messages reach 1 or more, and each time they grow. */
export function useNotificationSound(unread: number | undefined): void {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread === undefined) return;
    const before = previous.current;
    previous.current = unread;
    if (unread >= 1 && (before === undefined || unread > before)) playNotificationSound();
  }, [unread]);
}
