import AdminPanelSettingsOutlined from "@mui/icons-material/AdminPanelSettingsOutlined";
import ApartmentOutlined from "@mui/icons-material/ApartmentOutlined";
import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import BarChartOutlined from "@mui/icons-material/BarChartOutlined";
import BookmarkBorder from "@mui/icons-material/BookmarkBorder";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import CardMembershipOutlined from "@mui/icons-material/CardMembershipOutlined";
import CategoryOutlined from "@mui/icons-material/CategoryOutlined";
import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutline";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import FactCheckOutlined from "@mui/icons-material/FactCheckOutlined";
import GroupAddOutlined from "@mui/icons-material/GroupAddOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import HandshakeOutlined from "@mui/icons-material/HandshakeOutlined";
import HelpOutline from "@mui/icons-material/HelpOutline";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import ListAltOutlined from "@mui/icons-material/ListAltOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import MailOutline from "@mui/icons-material/MailOutline";
import MemoryOutlined from "@mui/icons-material/MemoryOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import PaletteOutlined from "@mui/icons-material/PaletteOutlined";
import PersonOutline from "@mui/icons-material/PersonOutline";
import PersonSearchOutlined from "@mui/icons-material/PersonSearchOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import ShareOutlined from "@mui/icons-material/ShareOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import StoreOutlined from "@mui/icons-material/StoreOutlined";
import ToggleOnOutlined from "@mui/icons-material/ToggleOnOutlined";
import TranslateOutlined from "@mui/icons-material/TranslateOutlined";
import TravelExploreOutlined from "@mui/icons-material/TravelExploreOutlined";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import WorkOutline from "@mui/icons-material/WorkOutline";
import type { SvgIconProps } from "@mui/material";
import type { ComponentType } from "react";

/** Material icon names used by the sidebar catalogue and notifications, drawn with MUI's outlined set. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  admin_panel_settings: AdminPanelSettingsOutlined,
  apartment: ApartmentOutlined,
  assignment: AssignmentOutlined,
  badge: BadgeOutlined,
  bar_chart: BarChartOutlined,
  bookmark: BookmarkBorder,
  business: BusinessOutlined,
  card_membership: CardMembershipOutlined,
  category: CategoryOutlined,
  chat: ChatBubbleOutline,
  dashboard: DashboardOutlined,
  event_available: EventAvailableOutlined,
  event_busy: EventBusyOutlined,
  fact_check: FactCheckOutlined,
  group_add: GroupAddOutlined,
  groups: GroupsOutlined,
  handshake: HandshakeOutlined,
  help: HelpOutline,
  home: HomeOutlined,
  how_to_reg: HowToRegOutlined,
  insights: InsightsOutlined,
  inventory: Inventory2Outlined,
  list: ListAltOutlined,
  local_offer: LocalOfferOutlined,
  mail: MailOutline,
  memory: MemoryOutlined,
  notifications: NotificationsOutlined,
  palette: PaletteOutlined,
  person: PersonOutline,
  person_search: PersonSearchOutlined,
  request_quote: RequestQuoteOutlined,
  schedule: ScheduleOutlined,
  school: SchoolOutlined,
  sell: SellOutlined,
  settings: SettingsOutlined,
  share: ShareOutlined,
  store: StoreOutlined,
  storefront: StorefrontOutlined,
  toggle_on: ToggleOnOutlined,
  translate: TranslateOutlined,
  travel_explore: TravelExploreOutlined,
  verified: VerifiedOutlined,
  visibility: VisibilityOutlined,
  work: WorkOutline,
};

export type NamedIconProps = SvgIconProps & { name: string; fallback?: string };

/** Draws a material icon by name (unknown names fall back to `fallback`, else a generic list icon). */
export function NamedIcon({ name, fallback = "list", ...props }: NamedIconProps) {
  const Icon = ICONS[name] ?? ICONS[fallback] ?? ListAltOutlined;
  return <Icon {...props} />;
}
