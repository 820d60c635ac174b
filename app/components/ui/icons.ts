/**
 * Every Lucide icon the app draws, as `fastIcon`s (see icon.tsx): import icons from here, not from
 * "lucide-react" (icon.test.tsx checks each against Lucide). Add an icon to both lists.
 */
import {
  AlarmClock as LucideAlarmClock,
  AlertCircle as LucideAlertCircle,
  AlertOctagon as LucideAlertOctagon,
  AlertTriangle as LucideAlertTriangle,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  Beef as LucideBeef,
  BookOpen as LucideBookOpen,
  BookOpenText as LucideBookOpenText,
  BookPlus as LucideBookPlus,
  CakeSlice as LucideCakeSlice,
  CalendarClock as LucideCalendarClock,
  CalendarDays as LucideCalendarDays,
  CalendarPlus as LucideCalendarPlus,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  CheckSquare as LucideCheckSquare,
  ChefHat as LucideChefHat,
  Cherry as LucideCherry,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  ClipboardCopy as LucideClipboardCopy,
  Clock as LucideClock,
  Coffee as LucideCoffee,
  Compass as LucideCompass,
  Cookie as LucideCookie,
  CookingPot as LucideCookingPot,
  Copy as LucideCopy,
  CreditCard as LucideCreditCard,
  Croissant as LucideCroissant,
  Crown as LucideCrown,
  CupSoda as LucideCupSoda,
  Download as LucideDownload,
  Drumstick as LucideDrumstick,
  EggFried as LucideEggFried,
  Eye as LucideEye,
  FileDown as LucideFileDown,
  Fish as LucideFish,
  Flame as LucideFlame,
  Gauge as LucideGauge,
  Globe as LucideGlobe,
  GripVertical as LucideGripVertical,
  Hamburger as LucideHamburger,
  HandHeart as LucideHandHeart,
  HandPlatter as LucideHandPlatter,
  Heart as LucideHeart,
  Home as LucideHome,
  House as LucideHouse,
  IceCreamCone as LucideIceCreamCone,
  Image as LucideImage,
  Info as LucideInfo,
  LayoutGrid as LucideLayoutGrid,
  Leaf as LucideLeaf,
  LeafyGreen as LucideLeafyGreen,
  Lightbulb as LucideLightbulb,
  List as LucideList,
  ListChecks as LucideListChecks,
  ListPlus as LucideListPlus,
  Loader2 as LucideLoader2,
  Lock as LucideLock,
  LogOut as LucideLogOut,
  Mail as LucideMail,
  MailCheck as LucideMailCheck,
  Menu as LucideMenu,
  Mic as LucideMic,
  MicOff as LucideMicOff,
  Minus as LucideMinus,
  PanelLeftClose as LucidePanelLeftClose,
  PanelLeftOpen as LucidePanelLeftOpen,
  Pause as LucidePause,
  Pencil as LucidePencil,
  Pizza as LucidePizza,
  Play as LucidePlay,
  Plus as LucidePlus,
  PlusCircle as LucidePlusCircle,
  Popcorn as LucidePopcorn,
  Printer as LucidePrinter,
  RefreshCw as LucideRefreshCw,
  Refrigerator as LucideRefrigerator,
  RotateCcw as LucideRotateCcw,
  Ruler as LucideRuler,
  Salad as LucideSalad,
  Sandwich as LucideSandwich,
  Save as LucideSave,
  Scale as LucideScale,
  Search as LucideSearch,
  SearchX as LucideSearchX,
  Server as LucideServer,
  Settings as LucideSettings,
  Settings2 as LucideSettings2,
  Share2 as LucideShare2,
  ShieldCheck as LucideShieldCheck,
  ShoppingCart as LucideShoppingCart,
  Shrimp as LucideShrimp,
  SlidersHorizontal as LucideSlidersHorizontal,
  Soup as LucideSoup,
  Sparkles as LucideSparkles,
  Star as LucideStar,
  ThumbsUp as LucideThumbsUp,
  Torus as LucideTorus,
  Trash2 as LucideTrash2,
  TriangleAlert as LucideTriangleAlert,
  Upload as LucideUpload,
  User as LucideUser,
  UserRound as LucideUserRound,
  Users as LucideUsers,
  Volume2 as LucideVolume2,
  Warehouse as LucideWarehouse,
  Wheat as LucideWheat,
  X as LucideX,
  XCircle as LucideXCircle,
} from "lucide-react";
import { fastIcon, type Icon } from "./icon";

/** The type of an icon component (the name Lucide gives it). */
export type LucideIcon = Icon;

export const AlarmClock = /* @__PURE__ */ fastIcon(LucideAlarmClock);
export const AlertCircle = /* @__PURE__ */ fastIcon(LucideAlertCircle);
export const AlertOctagon = /* @__PURE__ */ fastIcon(LucideAlertOctagon);
export const AlertTriangle = /* @__PURE__ */ fastIcon(LucideAlertTriangle);
export const ArrowLeft = /* @__PURE__ */ fastIcon(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ fastIcon(LucideArrowRight);
export const Beef = /* @__PURE__ */ fastIcon(LucideBeef);
export const BookOpen = /* @__PURE__ */ fastIcon(LucideBookOpen);
export const BookOpenText = /* @__PURE__ */ fastIcon(LucideBookOpenText);
export const BookPlus = /* @__PURE__ */ fastIcon(LucideBookPlus);
export const CakeSlice = /* @__PURE__ */ fastIcon(LucideCakeSlice);
export const CalendarClock = /* @__PURE__ */ fastIcon(LucideCalendarClock);
export const CalendarDays = /* @__PURE__ */ fastIcon(LucideCalendarDays);
export const CalendarPlus = /* @__PURE__ */ fastIcon(LucideCalendarPlus);
export const Check = /* @__PURE__ */ fastIcon(LucideCheck);
export const CheckCircle2 = /* @__PURE__ */ fastIcon(LucideCheckCircle2);
export const CheckSquare = /* @__PURE__ */ fastIcon(LucideCheckSquare);
export const ChefHat = /* @__PURE__ */ fastIcon(LucideChefHat);
export const Cherry = /* @__PURE__ */ fastIcon(LucideCherry);
export const ChevronLeft = /* @__PURE__ */ fastIcon(LucideChevronLeft);
export const ChevronRight = /* @__PURE__ */ fastIcon(LucideChevronRight);
export const ClipboardCopy = /* @__PURE__ */ fastIcon(LucideClipboardCopy);
export const Clock = /* @__PURE__ */ fastIcon(LucideClock);
export const Coffee = /* @__PURE__ */ fastIcon(LucideCoffee);
export const Compass = /* @__PURE__ */ fastIcon(LucideCompass);
export const Cookie = /* @__PURE__ */ fastIcon(LucideCookie);
export const CookingPot = /* @__PURE__ */ fastIcon(LucideCookingPot);
export const Copy = /* @__PURE__ */ fastIcon(LucideCopy);
export const CreditCard = /* @__PURE__ */ fastIcon(LucideCreditCard);
export const Croissant = /* @__PURE__ */ fastIcon(LucideCroissant);
export const Crown = /* @__PURE__ */ fastIcon(LucideCrown);
export const CupSoda = /* @__PURE__ */ fastIcon(LucideCupSoda);
export const Download = /* @__PURE__ */ fastIcon(LucideDownload);
export const Drumstick = /* @__PURE__ */ fastIcon(LucideDrumstick);
export const EggFried = /* @__PURE__ */ fastIcon(LucideEggFried);
export const Eye = /* @__PURE__ */ fastIcon(LucideEye);
export const FileDown = /* @__PURE__ */ fastIcon(LucideFileDown);
export const Fish = /* @__PURE__ */ fastIcon(LucideFish);
export const Flame = /* @__PURE__ */ fastIcon(LucideFlame);
export const Gauge = /* @__PURE__ */ fastIcon(LucideGauge);
export const Globe = /* @__PURE__ */ fastIcon(LucideGlobe);
export const GripVertical = /* @__PURE__ */ fastIcon(LucideGripVertical);
export const Hamburger = /* @__PURE__ */ fastIcon(LucideHamburger);
export const HandHeart = /* @__PURE__ */ fastIcon(LucideHandHeart);
export const HandPlatter = /* @__PURE__ */ fastIcon(LucideHandPlatter);
export const Heart = /* @__PURE__ */ fastIcon(LucideHeart);
export const Home = /* @__PURE__ */ fastIcon(LucideHome);
export const House = /* @__PURE__ */ fastIcon(LucideHouse);
export const IceCreamCone = /* @__PURE__ */ fastIcon(LucideIceCreamCone);
export const Image = /* @__PURE__ */ fastIcon(LucideImage);
export const Info = /* @__PURE__ */ fastIcon(LucideInfo);
export const LayoutGrid = /* @__PURE__ */ fastIcon(LucideLayoutGrid);
export const Leaf = /* @__PURE__ */ fastIcon(LucideLeaf);
export const LeafyGreen = /* @__PURE__ */ fastIcon(LucideLeafyGreen);
export const Lightbulb = /* @__PURE__ */ fastIcon(LucideLightbulb);
export const List = /* @__PURE__ */ fastIcon(LucideList);
export const ListChecks = /* @__PURE__ */ fastIcon(LucideListChecks);
export const ListPlus = /* @__PURE__ */ fastIcon(LucideListPlus);
export const Loader2 = /* @__PURE__ */ fastIcon(LucideLoader2);
export const Lock = /* @__PURE__ */ fastIcon(LucideLock);
export const LogOut = /* @__PURE__ */ fastIcon(LucideLogOut);
export const Mail = /* @__PURE__ */ fastIcon(LucideMail);
export const MailCheck = /* @__PURE__ */ fastIcon(LucideMailCheck);
export const Menu = /* @__PURE__ */ fastIcon(LucideMenu);
export const Mic = /* @__PURE__ */ fastIcon(LucideMic);
export const MicOff = /* @__PURE__ */ fastIcon(LucideMicOff);
export const Minus = /* @__PURE__ */ fastIcon(LucideMinus);
export const PanelLeftClose = /* @__PURE__ */ fastIcon(LucidePanelLeftClose);
export const PanelLeftOpen = /* @__PURE__ */ fastIcon(LucidePanelLeftOpen);
export const Pause = /* @__PURE__ */ fastIcon(LucidePause);
export const Pencil = /* @__PURE__ */ fastIcon(LucidePencil);
export const Pizza = /* @__PURE__ */ fastIcon(LucidePizza);
export const Play = /* @__PURE__ */ fastIcon(LucidePlay);
export const Plus = /* @__PURE__ */ fastIcon(LucidePlus);
export const PlusCircle = /* @__PURE__ */ fastIcon(LucidePlusCircle);
export const Popcorn = /* @__PURE__ */ fastIcon(LucidePopcorn);
export const Printer = /* @__PURE__ */ fastIcon(LucidePrinter);
export const RefreshCw = /* @__PURE__ */ fastIcon(LucideRefreshCw);
export const Refrigerator = /* @__PURE__ */ fastIcon(LucideRefrigerator);
export const RotateCcw = /* @__PURE__ */ fastIcon(LucideRotateCcw);
export const Ruler = /* @__PURE__ */ fastIcon(LucideRuler);
export const Salad = /* @__PURE__ */ fastIcon(LucideSalad);
export const Sandwich = /* @__PURE__ */ fastIcon(LucideSandwich);
export const Save = /* @__PURE__ */ fastIcon(LucideSave);
export const Scale = /* @__PURE__ */ fastIcon(LucideScale);
export const Search = /* @__PURE__ */ fastIcon(LucideSearch);
export const SearchX = /* @__PURE__ */ fastIcon(LucideSearchX);
export const Server = /* @__PURE__ */ fastIcon(LucideServer);
export const Settings = /* @__PURE__ */ fastIcon(LucideSettings);
export const Settings2 = /* @__PURE__ */ fastIcon(LucideSettings2);
export const Share2 = /* @__PURE__ */ fastIcon(LucideShare2);
export const ShieldCheck = /* @__PURE__ */ fastIcon(LucideShieldCheck);
export const ShoppingCart = /* @__PURE__ */ fastIcon(LucideShoppingCart);
export const Shrimp = /* @__PURE__ */ fastIcon(LucideShrimp);
export const SlidersHorizontal = /* @__PURE__ */ fastIcon(LucideSlidersHorizontal);
export const Soup = /* @__PURE__ */ fastIcon(LucideSoup);
export const Sparkles = /* @__PURE__ */ fastIcon(LucideSparkles);
export const Star = /* @__PURE__ */ fastIcon(LucideStar);
export const ThumbsUp = /* @__PURE__ */ fastIcon(LucideThumbsUp);
export const Torus = /* @__PURE__ */ fastIcon(LucideTorus);
export const Trash2 = /* @__PURE__ */ fastIcon(LucideTrash2);
export const TriangleAlert = /* @__PURE__ */ fastIcon(LucideTriangleAlert);
export const Upload = /* @__PURE__ */ fastIcon(LucideUpload);
export const User = /* @__PURE__ */ fastIcon(LucideUser);
export const UserRound = /* @__PURE__ */ fastIcon(LucideUserRound);
export const Users = /* @__PURE__ */ fastIcon(LucideUsers);
export const Volume2 = /* @__PURE__ */ fastIcon(LucideVolume2);
export const Warehouse = /* @__PURE__ */ fastIcon(LucideWarehouse);
export const Wheat = /* @__PURE__ */ fastIcon(LucideWheat);
export const X = /* @__PURE__ */ fastIcon(LucideX);
export const XCircle = /* @__PURE__ */ fastIcon(LucideXCircle);
