import {
  brandHostFlags,
  canToggleSubMenus,
  type SessionUser,
  type ShellHost,
  type ShellUser,
  type SidebarItem,
  sidebarAddButton,
} from "@mkt/contracts";
import { useCallback, useMemo } from "react";
import { useBrand, useVersionProduct } from "../../../shared/api/general-api.ts";
import { isImplementedPath, isImplementedStateFor } from "../../../shared/routing/implemented-states.ts";
import { routeNameOfPath } from "../../../shared/routing/route-names.ts";
import { useCompanyFunctions } from "../../../shared/session/company-functions.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import {
  type NotificationList,
  useLatestNotifications,
  useNotificationSound,
} from "../../notifications/index.ts";
import { useChatUnread, useSidebarCounters } from "../api.ts";
import {
  type AvatarMenu,
  avatarMenu,
  pollsAdminCounters,
  shellHost,
  showsSidebar,
  type TopBarItems,
  topBarItems,
  toShellUser,
} from "../shell-rules.ts";
import { neededCounters, type SidebarRequest, shellSidebar } from "../sidebar-model.ts";
import { useRealtime } from "./use-realtime.ts";

export type AddButton = NonNullable<ReturnType<typeof sidebarAddButton>>;

export type ShellModel = {
  shellUser: ShellUser;
  host: ShellHost;
  items: SidebarItem[];
  canToggle: boolean;
  /** §2.1/§6: false on the distributor brand's host (no sidebar, drawer, horizontal menu or Add button). */
  sidebar: boolean;
  /** §2.4 Add button, present only once the screen it opens exists. */
  addButton: AddButton | null;
  topBar: TopBarItems;
  avatar: AvatarMenu;
  notifications: NotificationList | undefined;
  notificationsLoading: boolean;
  chatUnread: number;
};

/**
 * Everything the shell shows for this user, from the contracts' rules: the sidebar (role × version ×
 * functions × work force × custom domain, with counters), the top-bar items and the avatar menu, plus the
 * notification and chat counters (polled, pushed, with the sound).
 */
export function useShellModel(user: SessionUser, smallScreen: boolean): ShellModel {
  const versionProduct = useVersionProduct(user.versionProduct);
  const functions = useCompanyFunctions(user.id).data;
  const shellUser = toShellUser(user, versionProduct, functions ?? []);
  // The host's brand decides the partner and distributor switches (issue 17); none until it is loaded.
  const flags = brandHostFlags(useBrand().data?.kind);
  const host = shellHost(smallScreen, flags.distributorHost);
  const roleId = shellUser.roleId;

  const request = useMemo<SidebarRequest>(
    () => ({
      roleId,
      versionProduct,
      functions: functions ?? [],
      workForce: user.work_force === 1,
      domainUrl: user.domain_url,
      nMaxSupplier: user.n_max_supplier,
      partnerHost: flags.partnerHost,
    }),
    [
      roleId,
      versionProduct,
      functions,
      user.work_force,
      user.domain_url,
      user.n_max_supplier,
      flags.partnerHost,
    ],
  );
  const implemented = useCallback((state: string) => isImplementedStateFor(state, roleId), [roleId]);
  const needed = useMemo(() => neededCounters(request, implemented), [request, implemented]);
  const counters = useSidebarCounters(needed, pollsAdminCounters(roleId));
  const homeState = routeNameOfPath(userHome(user)) ?? "my_profile";
  const items = useMemo(
    () => shellSidebar({ ...request, counters }, homeState, implemented),
    [request, counters, homeState, implemented],
  );
  // §5: a client's Add need waits for the function list (the add_project flag).
  const add = sidebarAddButton(roleId, host, {
    versionProduct,
    simulateAcademy: user.simulate_academy,
    functions: functions ?? [],
  });

  const topBar = topBarItems(shellUser, host);
  const notifications = useLatestNotifications(user.id);
  const chat = useChatUnread(topBar.chat);
  const unread = notifications.data
    ? notifications.data.counterNotificationToRead + (chat.data ?? 0)
    : undefined;
  useNotificationSound(unread);
  useRealtime(true);

  return {
    shellUser,
    host,
    items,
    canToggle: canToggleSubMenus(roleId),
    sidebar: showsSidebar(host),
    addButton: add && isImplementedPath(add.route) ? add : null,
    topBar,
    avatar: avatarMenu(shellUser),
    notifications: notifications.data,
    notificationsLoading: notifications.isPending,
    chatUnread: chat.data ?? 0,
  };
}
