// Types of StyleResolver's JavaScript client (GET /client.js, the npm package in clients/js/). The answers, requests,
// problems and events are openapi.yaml's components/schemas, generated between the marker lines below; the client's
// own functions and classes follow them.

// ---- Generated from openapi.yaml by Scripts/generate_client_types.py: do not edit by hand. ----
/** An RFC 9457 problem. */
export interface Problem {
  /**
   * `/problems/` and a stable slug (`ProblemTypeSlug`), such as /problems/invalid-value; GET it for a page that
   * explains it.
   */
  readonly type: string;
  /** The type's title, in sentence case: the same for every answer of the type. */
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  /**
   * For an unknown style, the registered name closest to the one asked for (`sidebarCell` for `sidebarcell`);
   * `detail` ends with "Did you mean …?". Absent when no name is close.
   */
  readonly suggestion?: string;
  readonly errors: readonly ({
    /** JSON pointer (RFC 6901) of the offending value; "" is the whole body. */
    readonly pointer: string;
    readonly message: string;
    /**
     * For an unknown name, the allowed name closest to it (`isSelected` for `selected`, `dark` for `drak`,
     * `systemBlue` for `systemblue`), or the usual fix (`state.traits` for a top-level `traits`, `#34C759` for
     * `34C759`); `message` says it too. Absent when no name is close.
     */
    readonly suggestion?: string;
  })[];
  /** The problems found beyond the 100 that `errors` lists, in body order. Absent when it lists them all. */
  readonly errorsOmitted?: number;
  /**
   * For a render over budget (`/problems/render-budget-exceeded`), the limit hit: the render budget
   * (`--render-budget`). Absent otherwise, as are the four figures below.
   */
  readonly limit?: "render-budget";
  /** The steps the render would take: `resolutions` × `stepsPerResolution`. */
  readonly steps?: number;
  /** The most steps one render may take (`--render-budget`). */
  readonly budget?: number;
  /** How many times the render would resolve the style. */
  readonly resolutions?: number;
  /** The steps of one resolution: a fixed part, each custom state, each rule's condition terms and assignments. */
  readonly stepsPerResolution?: number;
}

/** Every problem type the service answers with, as the slug of its `type` (`/problems/<slug>`). */
export type ProblemTypeSlug =
  | "malformed-json" | "malformed-request" | "unauthorized" | "read-only" | "writes-need-token" | "forwarded-request"
  | "untrusted-host" | "untrusted-origin" | "built-in-style" | "styles-folder-style" | "unknown-style" | "not-found"
  | "method-not-allowed" | "not-acceptable" | "request-timeout" | "style-has-dependents" | "body-too-large"
  | "request-line-too-long" | "unsupported-media-type" | "unsupported-content-encoding" | "expectation-failed"
  | "invalid-value" | "invalid-query-parameter" | "invalid-header-field" | "invalid-style-name"
  | "header-fields-too-large" | "internal-error" | "not-implemented" | "unavailable" | "too-many-event-streams"
  | "workers-busy" | "render-budget-exceeded" | "style-not-exportable" | "storage-failure" | "too-many-styles"
  | "style-too-large" | "http-version-not-supported";

/** Bumped by every change to the registry in this process; part of the style list's ETag. */
export type RegistryVersion = number;

/**
 * One event of `GET /v1/events` (the id-only line a new stream starts with carries no data, so it is no event):
 * `change` names the styles a change touched, `reset` tells a resuming client to reload. `data` is JSON.
 */
export type RegistryEvent = {
  readonly id: string;
  readonly event: "change";
  readonly data: string;
} | {
  readonly id: string;
  readonly event: "reset";
  readonly data: string;
};

/** The decoded JSON `data` of each RegistryEvent by its event name. */
export interface RegistryEventData {
  readonly change: {
    readonly version: RegistryVersion;
    readonly styles: readonly StyleName[];
  };
  readonly reset: {
    readonly version: RegistryVersion;
  };
}

export type StyleName = string;

export interface StyleWritten {
  readonly name: StyleName;
  readonly registryVersion: RegistryVersion;
}

export type StyleKind = "builtIn" | "user";

/**
 * What a style configures: a list cell (`UIBackgroundConfiguration` and `UIListContentConfiguration`), a button
 * (`UIButton.Configuration`) or an empty state (`UIContentUnavailableConfiguration`).
 */
export type ConfigurationKind = "cell" | "button" | "contentUnavailable";

/** Compiled in; registered through the API (data folder); or from the read-only styles folder. */
export type StyleOrigin = "builtIn" | "dataFolder" | "stylesFolder";

/**
 * `kind` says where the style comes from, `configurationKind` what it configures (and so the shape of its resolve
 * answer); the factories of the other kinds are null.
 */
export interface StyleSummary {
  readonly name: StyleName;
  readonly kind: StyleKind;
  readonly origin: StyleOrigin;
  readonly configurationKind: ConfigurationKind;
  readonly background: BackgroundFactory | null;
  readonly content: ContentFactory | null;
  readonly button: ButtonFactory | null;
  readonly contentUnavailable: ContentUnavailableFactory | null;
  readonly extends: string | null;
  /** Declared custom-state keys */
  readonly keys: readonly string[];
  /**
   * Present when a key binds to a selector (`web.selector`): each bound key and its selector, inherited ones
   * included.
   */
  readonly webSelectors?: {
    readonly [member: string]: string;
  };
}

export interface StyleList {
  readonly registryVersion: RegistryVersion;
  readonly styles: readonly StyleSummary[];
}

/** No registry version, so that the answer depends on this style alone (its tag is per style). */
export interface StyleDetail {
  readonly name: StyleName;
  readonly kind: StyleKind;
  readonly origin: StyleOrigin;
  readonly document: StyleDocument;
}

export interface StyleValidation {
  readonly name: StyleName;
  /** Always true; an invalid document is answered with the put's problem. */
  readonly valid: true;
  /** Whether a put would create the style (201) rather than replace it (200). */
  readonly creates: boolean;
  /** Whether a put with this request's `Authorization` would be let through to the registry. */
  readonly write: {
    readonly allowed: boolean;
    /** When not allowed, the problem the put would answer with (without its `errors`). */
    readonly problem?: {
      readonly type: string;
      readonly title: string;
      readonly status: number;
      readonly detail: string;
    };
  };
}

/**
 * The state, content and overrides take the fields of the style's kind (a cell's, a button's or an empty state's);
 * `buttonSize` and `role` are a button style's only. A field the kind does not take is a 422 at it.
 */
export interface ResolveRequest {
  /** A style name from GET /v1/styles. */
  readonly style: string;
  readonly state?: ResolveState;
  /** The tint (default systemBlue). */
  readonly tintColor?: ColorValue;
  readonly content?: CellContent;
  readonly overrides?: Overrides;
  /** A button's `UIButton.Configuration.Size`; it wins over `overrides.button.buttonSize`. */
  readonly buttonSize?: ButtonSize;
  /** A button's `UIButton.Role` (default normal). */
  readonly role?: Role;
}

export interface BatchRequest {
  readonly style?: string;
  readonly state?: ResolveState;
  readonly tintColor?: ColorValue;
  readonly content?: CellContent;
  readonly overrides?: Overrides;
  readonly buttonSize?: ButtonSize;
  readonly role?: Role;
  /**
   * At most `--batch-limit` items (default 1000). Each is meant to be a `BatchItem`, but the call accepts any value
   * here: an item that is not a valid `BatchItem` is answered in its place with a problem (above).
   */
  readonly items: readonly unknown[];
}

/** An item; `style` is required here unless the batch gives one at the top level. */
export interface BatchItem {
  /** Any JSON value, echoed in the answer. */
  readonly id?: unknown;
  readonly style?: string;
  readonly state?: ResolveState;
  readonly tintColor?: ColorValue;
  readonly content?: CellContent;
  readonly overrides?: Overrides;
  readonly buttonSize?: ButtonSize;
  readonly role?: Role;
}

/** The state of the style's kind, decoded once the style is known. */
export type ResolveState = CellState | ButtonState | ContentUnavailableState;

/** A `UICellConfigurationState`; every flag defaults to false, every trait to unspecified. */
export interface CellState {
  readonly traits?: Traits;
  /**
   * App-defined states by key. A key the style declares must have the declared type; others may be any JSON scalar.
   */
  readonly customStates?: {
    readonly [member: string]: Scalar;
  };
  readonly cellDragState?: CellDragState;
  readonly cellDropState?: CellDropState;
  readonly isHighlighted?: boolean;
  readonly isSelected?: boolean;
  readonly isDisabled?: boolean;
  readonly isFocused?: boolean;
  readonly isPinned?: boolean;
  readonly isEditing?: boolean;
  readonly isExpanded?: boolean;
  readonly isSwiped?: boolean;
  readonly isReordering?: boolean;
}

/**
 * A button's state, `UIButton.Configuration`'s `updated(for:)` input: the five bits of `UIControl.State` it reads
 * (`isHeld` is a menu held open), each false by default, the traits and custom states.
 */
export interface ButtonState {
  readonly traits?: Traits;
  readonly customStates?: Exclude<CellState["customStates"], undefined>;
  readonly isHighlighted?: boolean;
  readonly isDisabled?: boolean;
  readonly isSelected?: boolean;
  readonly isFocused?: boolean;
  readonly isHeld?: boolean;
}

/** An empty state's state (`UIContentUnavailableConfigurationState`), the traits and custom states. */
export interface ContentUnavailableState {
  readonly traits?: Traits;
  readonly customStates?: Exclude<CellState["customStates"], undefined>;
  /** The search the view answers for; `search()` names it in its text. Null or left out, no search. */
  readonly searchText?: string | null;
}

/** A `UITraitCollection`'s styling traits. */
export interface Traits {
  readonly userInterfaceStyle?: UserInterfaceStyle;
  readonly accessibilityContrast?: AccessibilityContrast;
  readonly preferredContentSizeCategory?: ContentSizeCategory;
  readonly layoutDirection?: LayoutDirection;
  readonly horizontalSizeClass?: UserInterfaceSizeClass;
  readonly verticalSizeClass?: UserInterfaceSizeClass;
  readonly userInterfaceIdiom?: UserInterfaceIdiom;
  readonly legibilityWeight?: LegibilityWeight;
  readonly userInterfaceLevel?: UserInterfaceLevel;
  readonly activeAppearance?: UserInterfaceActiveAppearance;
  readonly displayScale?: DisplayScale;
  readonly listEnvironment?: ListEnvironment;
  readonly containerWidth?: ContainerWidth;
  readonly designGeneration?: DesignGeneration;
}

/**
 * The style's own strings; `image` is an image name, passed through. Each kind takes its own: a cell every member
 * but `title` and `subtitle`; a button `title`, `subtitle` and `image`; an empty state `text`, `secondaryText` and
 * `image`. Another kind's member is a 422 at it. A text and its attributed variant are one text, as in UIKit
 * (setting one clears the other): give `text` or `attributedText`, not both (422 at both pointers); a batch item's
 * one replaces the top level's other. Likewise `secondaryText` and `secondaryAttributedText`.
 */
export interface CellContent {
  readonly text?: string | null;
  readonly attributedText?: AttributedTextOrNull;
  readonly secondaryText?: string | null;
  readonly secondaryAttributedText?: AttributedTextOrNull;
  readonly image?: string | null;
  /**
   * The locale the text transforms follow, as a BCP 47 language tag (`tr`, `pt-BR`); UIKit uses the app's current
   * locale. Turkish and Azeri upper-case `i` to `İ` and lower-case `I` to `ı`; Lithuanian keeps the dot of `i` under
   * accents. Other locales, and none, get Unicode default casing. A tag that is not well formed, or whose language
   * subtag is not 2 or 3 letters (`tr_TR`, `turkish`), is a 422 at `/content/locale`.
   */
  readonly locale?: string | null;
  /** A button's title. */
  readonly title?: string | null;
  /** A button's subtitle. */
  readonly subtitle?: string | null;
}

/**
 * Text with its own fonts and colors (`NSAttributedString`): runs in reading order. A run's `font` and `color`
 * override the text properties'; left out (or null), the run draws with theirs. The text transform does not apply.
 * Null clears it.
 */
export type AttributedTextOrNull = {
  readonly runs: readonly ({
    readonly text: string;
    readonly font?: FontSpecification | null;
    readonly color?: ColorValue | null;
  })[];
} | null;

export type Scalar = boolean | number | string;

/** A query parameter's boolean, exactly `true` or `false`. */
export type QueryBoolean = "true" | "false";

/** A color as a request or document gives it. */
export type Color = HexColor | SystemColor;

/** A color as a request or document gives it, or an alias to a color design token. */
export type ColorValue = Color | TokenAlias;

/** A color or an alias to a color token, or null for the system default. */
export type OptionalColorValue = ColorValue | null;

/** A number, or an alias to a number or dimension token. */
export type NumberValue = number | TokenAlias;

/**
 * An alias to a design token of the tokens file (`--tokens`), in DTCG syntax: `"{brand.accent}"`. A color takes a
 * color token; a number (a length, a fraction, a font size, a trait's value in a state or a condition) a dimension
 * or number token with one value in every mode. A 422 when no tokens file is loaded or the token is missing or of
 * another type.
 */
export type TokenAlias = string;

/** "#RGB", "#RRGGBB" or "#RRGGBBAA", hex digits in either case. */
export type HexColor = `#${string}`;

/** A color, or null for the tint color. */
export type ColorOrTint = ColorValue | null;

/**
 * A color transformer: grayscale, preferredTint, monochromeTint, alpha(0…1), multiplyAlpha(0…1), mix(<hex or system
 * color name>,0…1), darken(0…1), lighten(0…1), highlight, focus, reorder, sidebarNotTargeted or
 * accompaniedSidebarNotTargeted; steps may be joined by " then ". Null removes it.
 */
export type ColorTransformer = string | null;

/**
 * A blur material (`systemMaterial`), vibrancy over one (`vibrancy(systemMaterial,label)`, see VibrancyEffectStyle),
 * a Gaussian blur of a radius (`gaussianBlur(4)`), Liquid Glass (`UIGlassEffect`, iOS 26: `glass`,
 * `glass(clear,interactive,tint:systemBlue)` or `{"glass": {…}}`) or a glass container (`UIGlassContainerEffect`:
 * `glassContainer(12)` or `{"glassContainer": {"spacing": 12}}`); null removes it.
 */
export type VisualEffect = BlurEffectStyle | string | GlassEffect | GlassContainerEffect | null;

/** `UIGlassEffect` (iOS 26): Liquid Glass. Members left out take UIKit's defaults. */
export interface GlassEffect {
  readonly glass: {
    /** `UIGlassEffect.Style`. */
    readonly style?: "regular" | "clear";
    /** Whether the glass reacts to touches. */
    readonly isInteractive?: boolean;
    /** The tint mixed into the glass; null (the default) for none. */
    readonly tintColor?: ColorValue | null;
  };
}

/** `UIGlassContainerEffect` (iOS 26): merges the glass elements inside it. */
export interface GlassContainerEffect {
  readonly glassContainer: {
    /** The distance at which glass elements begin to merge. */
    readonly spacing?: number | TokenAlias;
  };
}

/**
 * The visual effect: null for none; a blur, vibrancy or Gaussian blur by name (`systemMaterial`,
 * `vibrancy(systemMaterial,label)`, `gaussianBlur(4.0)`); glass as `{"glass": {style, isInteractive, tintColor}}`
 * with the tint resolved for the traits (null for none); a glass container as `{"glassContainer": {spacing}}`.
 */
export type ResolvedVisualEffect = string | null | {
  readonly glass: {
    readonly style: "regular" | "clear";
    readonly isInteractive: boolean;
    readonly tintColor: ResolvedColor | null;
  };
} | {
  readonly glassContainer: {
    readonly spacing: number;
  };
};

export type OptionalString = string | null;

/** A length in points, or an alias to a dimension or number token. */
export type Length = number | TokenAlias;

/** A length of at least 0 points, or an alias to a dimension or number token. */
export type NonNegativeLength = number | TokenAlias;

/** A number from 0 to 1, or an alias to a number token. */
export type Fraction = number | TokenAlias;

/** Edges in points; a missing edge is 0. */
export interface DirectionalInsets {
  readonly top?: Length;
  readonly leading?: Length;
  readonly bottom?: Length;
  readonly trailing?: Length;
}

/** Width and height in points; a missing one is 0. */
export interface Size {
  readonly width?: Length;
  readonly height?: Length;
}

/** As Size; `"standard"` stands for UIKit's standard dimension. */
export interface ReservedLayoutSize {
  readonly width?: Length | "standard";
  readonly height?: Length | "standard";
}

/** An edge name or "all", or an array of them. */
export type Edges = EdgeName | readonly EdgeName[];

export type EdgeName = "top" | "leading" | "bottom" | "trailing" | "all";

/**
 * `{"textStyle": "headline"}` follows Dynamic Type (`"emphasized": true` for the style's emphasized weight); with
 * `pointSize` (and optionally `weight`, `leading`) it is a fixed font.
 */
export interface FontSpecification {
  readonly textStyle?: TextStyle;
  readonly pointSize?: number | TokenAlias;
  readonly weight?: FontWeight;
  readonly leading?: number | TokenAlias;
  readonly emphasized?: boolean;
}

/** A preferred symbol configuration, or null for none. */
export type SymbolConfigurationSpecification = {
  readonly textStyle?: TextStyle;
  readonly pointSize?: number | TokenAlias;
  readonly weight?: FontWeight;
  readonly scale?: SymbolScale;
} | null;

/**
 * Properties to lock, under UIKit's names; what you set stays set in every state. Each kind of style takes its own
 * parts: a cell `background`, `content`, `separator` and `accessories`; a button `button`; an empty state
 * `contentUnavailable`. Another kind's part is a 422 at it.
 */
export interface Overrides {
  readonly background?: BackgroundOverrides;
  readonly content?: ContentOverrides;
  readonly separator?: SeparatorOverrides;
  /**
   * The cell's accessories (`UICellAccessory`), replacing the whole list: at most one of each type, a label with
   * text, and only the options the type has; each refusal is a problem at the element's member.
   */
  readonly accessories?: readonly CellAccessory[];
  readonly button?: ButtonOverrides;
  readonly contentUnavailable?: ContentUnavailableOverrides;
}

/** `UIListSeparatorConfiguration` of the list around the cell; ignored outside a list. */
export interface SeparatorOverrides {
  readonly topSeparatorVisibility?: Visibility;
  readonly bottomSeparatorVisibility?: Visibility;
  readonly topSeparatorInsets?: SeparatorInsets;
  readonly bottomSeparatorInsets?: SeparatorInsets;
  readonly color?: ColorValue;
  readonly multipleSelectionColor?: OptionalColorValue;
}

export type Visibility = "automatic" | "visible" | "hidden";

/** Leading and trailing insets in points, each edge or both `"automatic"` (following the text). */
export type SeparatorInsets = "automatic" | {
  readonly leading?: NonNegativeLength | "automatic";
  readonly trailing?: NonNegativeLength | "automatic";
};

/**
 * A system accessory, as `UICellAccessory`, with the options its type takes: `style` for outlineDisclosure;
 * `backgroundColor` for delete, insert and multiselect; `showsVerticalSeparator` for reorder; `text`, `font` and
 * `adjustsFontForContentSizeCategory` for label.
 */
export interface CellAccessory {
  readonly type: AccessoryType;
  readonly displayed?: DisplayedState;
  readonly isHidden?: boolean;
  readonly reservedLayoutWidth?: LayoutDimension;
  readonly tintColor?: OptionalColorValue;
  readonly style?: OutlineDisclosureStyle;
  readonly backgroundColor?: OptionalColorValue;
  readonly showsVerticalSeparator?: boolean;
  readonly text?: OptionalString;
  readonly font?: FontSpecification;
  readonly adjustsFontForContentSizeCategory?: boolean;
}

export type DisplayedState = "always" | "whenEditing" | "whenNotEditing";

/** The width an accessory reserves; its own, the system's standard one, or points. */
export type LayoutDimension = "actual" | "standard" | NonNegativeLength;

export type OutlineDisclosureStyle = "automatic" | "header" | "cell";

export type AccessoryType =
  | "disclosureIndicator" | "outlineDisclosure" | "checkmark" | "delete" | "insert" | "reorder" | "multiselect"
  | "label" | "detail" | "popUpMenu";

/** `UIBackgroundConfiguration` properties. */
export interface BackgroundOverrides {
  readonly customView?: OptionalString;
  readonly cornerRadius?: NonNegativeLength;
  readonly backgroundInsets?: DirectionalInsets;
  readonly edgesAddingLayoutMarginsToBackgroundInsets?: Edges;
  readonly backgroundColor?: ColorOrTint;
  readonly backgroundColorTransformer?: ColorTransformer;
  readonly visualEffect?: VisualEffect;
  readonly image?: OptionalString;
  readonly imageContentMode?: ContentMode;
  readonly strokeColor?: ColorOrTint;
  readonly strokeColorTransformer?: ColorTransformer;
  readonly strokeWidth?: NonNegativeLength;
  readonly strokeOutset?: Length;
  readonly shadowProperties?: {
    readonly color?: ColorValue;
    readonly opacity?: Fraction;
    readonly radius?: NonNegativeLength;
    readonly offset?: Size;
    readonly path?: OptionalString;
  };
}

/** `UIListContentConfiguration` properties. */
export interface ContentOverrides {
  readonly textProperties?: TextPropertiesOverrides;
  readonly secondaryTextProperties?: TextPropertiesOverrides;
  readonly imageProperties?: ImagePropertiesOverrides;
  readonly axesPreservingSuperviewLayoutMargins?: Axes;
  readonly directionalLayoutMargins?: DirectionalInsets;
  readonly prefersSideBySideTextAndSecondaryText?: boolean;
  readonly imageToTextPadding?: Length;
  readonly textToSecondaryTextHorizontalPadding?: Length;
  readonly textToSecondaryTextVerticalPadding?: Length;
  readonly alpha?: Fraction;
}

/** `UIListContentConfiguration.TextProperties`. */
export interface TextPropertiesOverrides {
  readonly font?: FontSpecification;
  readonly color?: ColorValue;
  readonly colorTransformer?: ColorTransformer;
  readonly alignment?: TextAlignment;
  readonly lineBreakMode?: LineBreakMode;
  readonly numberOfLines?: number;
  readonly adjustsFontSizeToFitWidth?: boolean;
  readonly minimumScaleFactor?: Fraction;
  readonly allowsDefaultTighteningForTruncation?: boolean;
  readonly adjustsFontForContentSizeCategory?: boolean;
  readonly showsExpansionTextWhenTruncated?: boolean;
  readonly transform?: TextTransform;
}

/** `UIListContentConfiguration.ImageProperties`. */
export interface ImagePropertiesOverrides {
  readonly preferredSymbolConfiguration?: SymbolConfigurationSpecification;
  readonly tintColor?: ColorOrTint;
  readonly tintColorTransformer?: ColorTransformer;
  readonly cornerRadius?: NonNegativeLength;
  readonly maximumSize?: Size;
  readonly reservedLayoutSize?: ReservedLayoutSize;
  readonly accessibilityIgnoresInvertColors?: boolean;
  readonly strokeColor?: ColorOrTint;
  readonly strokeColorTransformer?: ColorTransformer;
  readonly strokeWidth?: NonNegativeLength;
}

/**
 * `UIButton.Configuration` properties. `background` is the button's background configuration: its color and corner
 * radius are the style's for the state until set here. `baseForegroundColor` and `baseBackgroundColor` are the
 * colors the style derives its state colors from (null lets the style pick).
 */
export interface ButtonOverrides {
  readonly background?: BackgroundOverrides;
  readonly cornerStyle?: CornerStyle;
  readonly buttonSize?: ButtonSize;
  readonly macIdiomStyle?: MacIdiomStyle;
  readonly baseForegroundColor?: OptionalColorValue;
  readonly baseBackgroundColor?: OptionalColorValue;
  readonly image?: OptionalString;
  readonly imageColorTransformer?: ColorTransformer;
  readonly preferredSymbolConfigurationForImage?: SymbolConfigurationSpecification;
  readonly symbolContentTransition?: OptionalString;
  readonly showsActivityIndicator?: boolean;
  readonly activityIndicatorColorTransformer?: ColorTransformer;
  readonly title?: OptionalString;
  readonly subtitle?: OptionalString;
  readonly titleLineBreakMode?: LineBreakMode;
  readonly subtitleLineBreakMode?: LineBreakMode;
  readonly titlePadding?: NonNegativeLength;
  readonly titleAlignment?: TitleAlignment;
  readonly imagePlacement?: ImagePlacement;
  readonly imagePadding?: NonNegativeLength;
  readonly imageReservation?: NonNegativeLength;
  readonly contentInsets?: DirectionalInsets;
  readonly indicator?: Indicator;
  readonly indicatorColorTransformer?: ColorTransformer;
  readonly automaticallyUpdateForSelection?: boolean;
}

/**
 * `UIContentUnavailableConfiguration` properties. `button` and `secondaryButton` are button configurations (a button
 * shows once it has a title); `buttonProperties` and `secondaryButtonProperties` say what each does.
 */
export interface ContentUnavailableOverrides {
  readonly image?: OptionalString;
  readonly imageProperties?: ContentUnavailableImagePropertiesOverrides;
  readonly text?: OptionalString;
  readonly textProperties?: ContentUnavailableTextPropertiesOverrides;
  readonly secondaryText?: OptionalString;
  readonly secondaryTextProperties?: ContentUnavailableTextPropertiesOverrides;
  readonly button?: ButtonOverrides;
  readonly buttonProperties?: ContentUnavailableButtonPropertiesOverrides;
  readonly secondaryButton?: ButtonOverrides;
  readonly secondaryButtonProperties?: ContentUnavailableButtonPropertiesOverrides;
  readonly alignment?: Alignment;
  readonly axesPreservingSuperviewLayoutMargins?: Axes;
  readonly directionalLayoutMargins?: DirectionalInsets;
  readonly imageToTextPadding?: NonNegativeLength;
  readonly textToSecondaryTextPadding?: NonNegativeLength;
  readonly textToButtonPadding?: NonNegativeLength;
  readonly buttonToSecondaryButtonPadding?: NonNegativeLength;
  readonly background?: BackgroundOverrides;
}

/** `UIContentUnavailableConfiguration.TextProperties`. */
export interface ContentUnavailableTextPropertiesOverrides {
  readonly font?: FontSpecification;
  readonly color?: ColorValue;
  readonly lineBreakMode?: LineBreakMode;
  readonly numberOfLines?: number;
  readonly adjustsFontSizeToFitWidth?: boolean;
  readonly minimumScaleFactor?: Fraction;
  readonly allowsDefaultTighteningForTruncation?: boolean;
}

/** `UIContentUnavailableConfiguration.ImageProperties`; `tintColor` null inherits the view's tint. */
export interface ContentUnavailableImagePropertiesOverrides {
  readonly preferredSymbolConfiguration?: SymbolConfigurationSpecification;
  readonly tintColor?: OptionalColorValue;
  readonly cornerRadius?: NonNegativeLength;
  readonly maximumSize?: Size;
  readonly accessibilityIgnoresInvertColors?: boolean;
}

/**
 * `UIContentUnavailableConfiguration.ButtonProperties`: the action and menu by name (the app's code is not a value),
 * whether the button is enabled, and its role.
 */
export interface ContentUnavailableButtonPropertiesOverrides {
  readonly primaryAction?: OptionalString;
  readonly menu?: OptionalString;
  readonly isEnabled?: boolean;
  readonly role?: Role;
}

/**
 * A user style: a base (a cell's `background` and `content` factories, a `button` factory or a `contentUnavailable`
 * factory, or `extends` another style, or `extends` and factories of the same kind), typed custom-state `keys` with
 * defaults, locked `overrides`, and ordered `rules` (a later rule wins for the same property). What depends on other
 * styles (`extends`, inherited keys, at most 256 rules in all) is checked when the style is compiled. A style keeps
 * to one kind: factories of two kinds, or a factory of another kind than the style it extends, are a 422 at the
 * factory's field; so are overrides, rules' `set` parts and rules' state conditions the kind lacks (a button's rules
 * read `isHighlighted`, `isDisabled`, `isSelected`, `isFocused` and `isHeld`; an empty state's read traits and
 * custom states only), and the two `automaticallyUpdates…` flags on a button or an empty state.
 */
export interface StyleDocument {
  /** For people reading the style; at most 4096 bytes of UTF-8. */
  readonly description?: string;
  readonly background?: BackgroundFactory;
  readonly content?: ContentFactory;
  readonly button?: ButtonFactory;
  readonly contentUnavailable?: ContentUnavailableFactory;
  /** The style this one builds on. */
  readonly extends?: string;
  readonly keys?: {
    readonly [member: string]: CustomStateKeyDeclaration;
  };
  readonly overrides?: Overrides;
  readonly rules?: readonly StyleRule[];
  readonly automaticallyUpdatesBackgroundConfiguration?: boolean;
  readonly automaticallyUpdatesContentConfiguration?: boolean;
}

/**
 * A custom state's type and its default (false, 0 or "" when not given). A boolean key that defaults to false may
 * bind to a selector (`web.selector`): one pseudo-class (`:hover`, `:focus`, `:focus-visible`, `:focus-within`,
 * `:active`, `:checked`, `:disabled`, `:enabled`, `:invalid`, `:valid`, `:required`, `:optional`,
 * `:placeholder-shown`, `:open`, `:target`, `:visited`, `:indeterminate`, `:read-only`, `:read-write`,
 * `:user-invalid`, `:user-valid`) or one attribute selector (`[name]`, `[name="value"]`, `[name~="value"]`: a name
 * of letters, digits, `-` and `_`, at most 64; a value without `"`, `\` or control characters, at most 200). The
 * stylesheet marks the state by it besides `[data-state-<key>]` (`:hover` under `@media (hover: hover)`); anything
 * else is a 422 at `/keys/<key>/web/selector`.
 */
export interface CustomStateKeyDeclaration {
  readonly type: CustomStateType;
  readonly default?: Scalar;
  readonly web?: {
    /** The pseudo-class or attribute selector that marks the state. */
    readonly selector: string;
  };
}

export interface StyleRule {
  readonly when?: Condition;
  readonly set: Overrides;
}

/**
 * Every member must hold; `{}` always holds. State flags compare with a boolean; traits (directly or under `traits`)
 * and custom states compare with a value or one comparison; `anyOf`, `allOf` and `not` nest (at most 16 levels). The
 * state fields are the style's kind's: a cell's flags and drag and drop states; a button's `isHighlighted`,
 * `isDisabled`, `isSelected`, `isFocused` and `isHeld`; none for an empty state.
 */
export interface Condition {
  readonly isHighlighted?: boolean;
  readonly isSelected?: boolean;
  readonly isDisabled?: boolean;
  readonly isFocused?: boolean;
  readonly isPinned?: boolean;
  readonly isEditing?: boolean;
  readonly isExpanded?: boolean;
  readonly isSwiped?: boolean;
  readonly isReordering?: boolean;
  /** A button's menu held open. */
  readonly isHeld?: boolean;
  readonly cellDragState?: CellDragState | {
    readonly oneOf: readonly CellDragState[];
  };
  readonly cellDropState?: CellDropState | {
    readonly oneOf: readonly CellDropState[];
  };
  readonly traits?: TraitConditions;
  /** Custom states by key; the style must declare each key, and compare it with values of its type. */
  readonly customStates?: {
    readonly [member: string]: CustomStateCondition;
  };
  readonly anyOf?: readonly Condition[];
  readonly allOf?: readonly Condition[];
  readonly not?: Condition;
  readonly userInterfaceStyle?: UserInterfaceStyleCondition;
  readonly accessibilityContrast?: AccessibilityContrastCondition;
  readonly preferredContentSizeCategory?: ContentSizeCategoryCondition;
  readonly layoutDirection?: LayoutDirectionCondition;
  readonly horizontalSizeClass?: SizeClassCondition;
  readonly verticalSizeClass?: SizeClassCondition;
  readonly userInterfaceIdiom?: UserInterfaceIdiomCondition;
  readonly legibilityWeight?: LegibilityWeightCondition;
  readonly userInterfaceLevel?: UserInterfaceLevelCondition;
  readonly activeAppearance?: ActiveAppearanceCondition;
  readonly displayScale?: DisplayScaleCondition;
  readonly listEnvironment?: ListEnvironmentCondition;
  readonly containerWidth?: ContainerWidthCondition;
  readonly designGeneration?: DesignGenerationCondition;
}

/** Trait conditions grouped under `traits`; the same as naming the traits directly. */
export interface TraitConditions {
  readonly userInterfaceStyle?: UserInterfaceStyleCondition;
  readonly accessibilityContrast?: AccessibilityContrastCondition;
  readonly preferredContentSizeCategory?: ContentSizeCategoryCondition;
  readonly layoutDirection?: LayoutDirectionCondition;
  readonly horizontalSizeClass?: SizeClassCondition;
  readonly verticalSizeClass?: SizeClassCondition;
  readonly userInterfaceIdiom?: UserInterfaceIdiomCondition;
  readonly legibilityWeight?: LegibilityWeightCondition;
  readonly userInterfaceLevel?: UserInterfaceLevelCondition;
  readonly activeAppearance?: ActiveAppearanceCondition;
  readonly displayScale?: DisplayScaleCondition;
  readonly listEnvironment?: ListEnvironmentCondition;
  readonly containerWidth?: ContainerWidthCondition;
  readonly designGeneration?: DesignGenerationCondition;
}

/** A scalar (equality) or exactly one comparison; ordering needs an integer or number key. */
export type CustomStateCondition = Scalar | {
  readonly equals?: Scalar;
  readonly oneOf?: readonly Scalar[];
  readonly atLeast?: Scalar;
  readonly atMost?: Scalar;
  readonly greaterThan?: Scalar;
  readonly lessThan?: Scalar;
};

export type UserInterfaceStyleCondition = UserInterfaceStyle | {
  readonly equals?: UserInterfaceStyle;
  readonly oneOf?: readonly UserInterfaceStyle[];
  readonly atLeast?: UserInterfaceStyle;
  readonly atMost?: UserInterfaceStyle;
  readonly greaterThan?: UserInterfaceStyle;
  readonly lessThan?: UserInterfaceStyle;
};

export type AccessibilityContrastCondition = AccessibilityContrast | {
  readonly equals?: AccessibilityContrast;
  readonly oneOf?: readonly AccessibilityContrast[];
  readonly atLeast?: AccessibilityContrast;
  readonly atMost?: AccessibilityContrast;
  readonly greaterThan?: AccessibilityContrast;
  readonly lessThan?: AccessibilityContrast;
};

/** For example {"atLeast": "accessibilityMedium"} for the accessibility sizes. */
export type ContentSizeCategoryCondition = ContentSizeCategory | {
  readonly equals?: ContentSizeCategory;
  readonly oneOf?: readonly ContentSizeCategory[];
  readonly atLeast?: ContentSizeCategory;
  readonly atMost?: ContentSizeCategory;
  readonly greaterThan?: ContentSizeCategory;
  readonly lessThan?: ContentSizeCategory;
};

export type LayoutDirectionCondition = LayoutDirection | {
  readonly equals?: LayoutDirection;
  readonly oneOf?: readonly LayoutDirection[];
  readonly atLeast?: LayoutDirection;
  readonly atMost?: LayoutDirection;
  readonly greaterThan?: LayoutDirection;
  readonly lessThan?: LayoutDirection;
};

export type SizeClassCondition = UserInterfaceSizeClass | {
  readonly equals?: UserInterfaceSizeClass;
  readonly oneOf?: readonly UserInterfaceSizeClass[];
  readonly atLeast?: UserInterfaceSizeClass;
  readonly atMost?: UserInterfaceSizeClass;
  readonly greaterThan?: UserInterfaceSizeClass;
  readonly lessThan?: UserInterfaceSizeClass;
};

export type UserInterfaceIdiomCondition = UserInterfaceIdiom | {
  readonly equals?: UserInterfaceIdiom;
  readonly oneOf?: readonly UserInterfaceIdiom[];
  readonly atLeast?: UserInterfaceIdiom;
  readonly atMost?: UserInterfaceIdiom;
  readonly greaterThan?: UserInterfaceIdiom;
  readonly lessThan?: UserInterfaceIdiom;
};

export type LegibilityWeightCondition = LegibilityWeight | {
  readonly equals?: LegibilityWeight;
  readonly oneOf?: readonly LegibilityWeight[];
  readonly atLeast?: LegibilityWeight;
  readonly atMost?: LegibilityWeight;
  readonly greaterThan?: LegibilityWeight;
  readonly lessThan?: LegibilityWeight;
};

export type UserInterfaceLevelCondition = UserInterfaceLevel | {
  readonly equals?: UserInterfaceLevel;
  readonly oneOf?: readonly UserInterfaceLevel[];
  readonly atLeast?: UserInterfaceLevel;
  readonly atMost?: UserInterfaceLevel;
  readonly greaterThan?: UserInterfaceLevel;
  readonly lessThan?: UserInterfaceLevel;
};

export type ActiveAppearanceCondition = UserInterfaceActiveAppearance | {
  readonly equals?: UserInterfaceActiveAppearance;
  readonly oneOf?: readonly UserInterfaceActiveAppearance[];
  readonly atLeast?: UserInterfaceActiveAppearance;
  readonly atMost?: UserInterfaceActiveAppearance;
  readonly greaterThan?: UserInterfaceActiveAppearance;
  readonly lessThan?: UserInterfaceActiveAppearance;
};

export type ListEnvironmentCondition = ListEnvironment | {
  readonly equals?: ListEnvironment;
  readonly oneOf?: readonly ListEnvironment[];
  readonly atLeast?: ListEnvironment;
  readonly atMost?: ListEnvironment;
  readonly greaterThan?: ListEnvironment;
  readonly lessThan?: ListEnvironment;
};

export type DesignGenerationCondition = DesignGeneration | {
  readonly equals?: DesignGeneration;
  readonly oneOf?: readonly DesignGeneration[];
  readonly atLeast?: DesignGeneration;
  readonly atMost?: DesignGeneration;
  readonly greaterThan?: DesignGeneration;
  readonly lessThan?: DesignGeneration;
};

export type DisplayScaleCondition = NumberValue | {
  readonly equals?: NumberValue;
  readonly oneOf?: readonly NumberValue[];
  readonly atLeast?: NumberValue;
  readonly atMost?: NumberValue;
  readonly greaterThan?: NumberValue;
  readonly lessThan?: NumberValue;
};

/** A width in points, or one comparison; a state without a container width matches none of them. */
export type ContainerWidthCondition = NumberValue | {
  readonly equals?: NumberValue;
  readonly oneOf?: readonly NumberValue[];
  readonly atLeast?: NumberValue;
  readonly atMost?: NumberValue;
  readonly greaterThan?: NumberValue;
  readonly lessThan?: NumberValue;
};

/**
 * The answer for the style's kind: a cell's (no `kind` member), a button's (`"kind": "button"`) or an empty state's
 * (`"kind": "contentUnavailable"`). No registry version: the answer depends on its style (and the styles it extends)
 * and the request only, so it stays valid, and keeps its per-style `ETag`, when other styles change, on every
 * replica.
 */
export type Resolution = CellResolution | ButtonResolution | ContentUnavailableResolution;

/** A cell style's answer; it has no `kind` member. */
export interface CellResolution {
  readonly style: string;
  /** The design the values follow, the request's `designGeneration` trait or the server's default. */
  readonly designGeneration: DesignGeneration;
  readonly background: ResolvedBackground;
  readonly content: ResolvedContent;
  /** The cell's accessories resolved for the state, in drawing order from leading to trailing. */
  readonly accessories: readonly ResolvedAccessory[];
  /** The separators above and below the row; null outside a list (`listEnvironment` unspecified or none). */
  readonly separators: ResolvedSeparators | null;
  /** The list around the cell, for its `listEnvironment`; null outside a list. */
  readonly list: ResolvedList | null;
  /**
   * Only with `?explain=true`. One member per property a style can set, keyed by its dotted path in this answer
   * (`background.backgroundColor`, `background.shadowProperties.radius`, `content.textProperties.font`,
   * `content.imageProperties.symbolConfiguration`, `content.alpha`); the derived members
   * (`physicalBackgroundInsets`, `layoutMargins`, `effective…`, `isTintFilled`, `hasStroke`, `usesTintColor`,
   * `physicalAlignment`) follow from the ones listed, and `text`, `secondaryText` and `image` are the request's
   * content. The row's members follow: each accessory's (`accessories.0.tintColor`; `factory` names the accessory
   * type, the source of the ones its options set is the source of the accessories list), the separators'
   * (`separators.bottom.leadingInset`) and the list's (`list.backgroundColor`; `factory` names the list appearance).
   */
  readonly explain?: {
    readonly [member: string]: Explanation;
  };
  readonly kind?: never;
}

/** A button style's answer (`UIButton.Configuration` updated for the state and resolved). */
export interface ButtonResolution {
  readonly style: string;
  readonly kind: "button";
  /** The design the values follow, the request's `designGeneration` trait or the server's default. */
  readonly designGeneration: DesignGeneration;
  readonly button: ResolvedButton;
  /**
   * Only with `?explain=true`. One member per answer member a style can set, keyed by its dotted path
   * (`button.foregroundColor`, `button.background.backgroundColor`, `button.background.shadowProperties.radius`,
   * `button.contentInsets`, `button.titleFont`): the latest source among the properties it is made from (the insets
   * and fonts follow `buttonSize`, `effectiveStyle` follows `automaticallyUpdateForSelection`), else the factory's
   * value, with `inferred` where no public source gives it. `role`, `title`, `subtitle` and `image` are the
   * request's; the other members follow from the ones listed.
   */
  readonly explain?: {
    readonly [member: string]: Explanation;
  };
}

/** An empty-state style's answer (`UIContentUnavailableConfiguration` updated for the state and resolved). */
export interface ContentUnavailableResolution {
  readonly style: string;
  readonly kind: "contentUnavailable";
  /** The design the values follow, the request's `designGeneration` trait or the server's default. */
  readonly designGeneration: DesignGeneration;
  readonly contentUnavailable: ResolvedContentUnavailable;
  /**
   * Only with `?explain=true`. One member per answer member a style can set, keyed by its dotted path
   * (`contentUnavailable.text.font`, `contentUnavailable.imageTintColor`,
   * `contentUnavailable.background.backgroundColor`); `contentUnavailable.button` and
   * `contentUnavailable.secondaryButton` explain each button as a whole (the latest source among its configuration's
   * and its button properties' members). `style`, `searchText` and `showsActivityIndicator` follow from the factory
   * and the state.
   */
  readonly explain?: {
    readonly [member: string]: Explanation;
  };
}

/**
 * The members of a resolved button: the style whose colors apply, the size and role, the foreground and the
 * background, corners, insets, fonts, the image's and indicators' colors, and the request's strings.
 */
export interface ResolvedButtonMembers {
  readonly effectiveStyle: ButtonStyle;
  readonly buttonSize: ButtonSize;
  readonly role: Role;
  /** The title's and subtitle's color for the state. */
  readonly foregroundColor: ResolvedColor;
  readonly background: ResolvedComponentBackground;
  readonly cornerStyle: CornerStyle;
  /** The radius applied for the button's one-line height, per `cornerStyle`. */
  readonly cornerRadius: number;
  /** The size's insets (larger at accessibility sizes) unless set. */
  readonly contentInsets: ResolvedInsets;
  readonly titleFont: ResolvedFont;
  readonly subtitleFont: ResolvedFont;
  readonly imagePlacement: ImagePlacement;
  readonly imagePadding: number;
  readonly titlePadding: number;
  readonly titleAlignment: TitleAlignment;
  readonly imageColor: ResolvedColor;
  readonly symbolConfiguration: ResolvedImageProperties["symbolConfiguration"];
  readonly showsActivityIndicator: boolean;
  readonly activityIndicatorColor: ResolvedColor;
  readonly activityIndicatorSize: number;
  /** The pop-up indicator's symbol; null when none shows. */
  readonly indicatorSymbol: string | null;
  readonly indicatorColor: ResolvedColor;
  readonly title: OptionalString;
  readonly subtitle: OptionalString;
  readonly image: OptionalString;
}

/** A button resolved for its state. */
export type ResolvedButton = ResolvedButtonMembers;

/**
 * A button's or an empty state's background configuration, resolved: the members a cell's background answer has, but
 * those of a list (its style, transformers, tint flags, section radius).
 */
export interface ResolvedComponentBackground {
  readonly backgroundColor: ResolvedColor;
  readonly cornerRadius: number;
  readonly backgroundInsets: ResolvedInsets;
  readonly physicalBackgroundInsets: ResolvedPhysicalInsets;
  readonly edgesAddingLayoutMarginsToBackgroundInsets: readonly Edge[];
  readonly visualEffect: ResolvedVisualEffect;
  readonly customView: OptionalString;
  readonly image: OptionalString;
  readonly imageContentMode: ContentMode;
  readonly strokeColor: ResolvedColor;
  readonly strokeWidth: number;
  readonly strokeOutset: number;
  readonly hasStroke: boolean;
  readonly shadowProperties: ResolvedBackground["shadowProperties"];
}

/**
 * An empty state resolved for its traits and search text: the image (or a loading state's activity indicator), the
 * texts, the buttons that show, the layout and the background.
 */
export interface ResolvedContentUnavailable {
  readonly style: ContentUnavailableStyle;
  /** The request's `state.searchText`. */
  readonly searchText: string | null;
  /** The image's symbol name; null for none. */
  readonly image: string | null;
  readonly showsActivityIndicator: boolean;
  /** The symbol's point size; null without a symbol configuration. */
  readonly imagePointSize: number | null;
  readonly imageTintColor: ResolvedColor;
  readonly imageCornerRadius: number;
  readonly imageMaximumSize: ResolvedSize;
  readonly text: ResolvedContentUnavailableText;
  readonly secondaryText: ResolvedContentUnavailableText;
  /** The first button; null when it has no title (it does not show). */
  readonly button: ResolvedContentUnavailableButton | null;
  /** The second button; null when it has no title. */
  readonly secondaryButton: ResolvedContentUnavailableButton | null;
  readonly alignment: Alignment;
  readonly axesPreservingSuperviewLayoutMargins: Axes;
  readonly directionalLayoutMargins: ResolvedInsets;
  readonly imageToTextPadding: number;
  readonly textToSecondaryTextPadding: number;
  readonly textToButtonPadding: number;
  readonly buttonToSecondaryButtonPadding: number;
  readonly background: ResolvedComponentBackground;
}

/** A text of an empty state and how it is drawn; `text` is null when there is none. */
export interface ResolvedContentUnavailableText {
  readonly text: OptionalString;
  readonly font: ResolvedFont;
  readonly color: ResolvedColor;
  readonly lineBreakMode: LineBreakMode;
  readonly numberOfLines: number;
  readonly adjustsFontSizeToFitWidth: boolean;
  readonly minimumScaleFactor: number;
  readonly allowsDefaultTighteningForTruncation: boolean;
}

/** An empty state's button, resolved as a button answer's, then what it does. */
export type ResolvedContentUnavailableButton = ResolvedButtonMembers & {
  readonly primaryAction: OptionalString;
  readonly menu: OptionalString;
  readonly isEnabled: boolean;
};

export interface ValueSource {
  /**
   * factoryDefault: the style's factory's value for the state (its normal-state value when the style turns automatic
   * updates off). styleOverride: the style's `overrides` (an extended parent's included). rule: the style's rule
   * `rule` (0-based, as in `/rules/N`; a parent's rules come first) whose condition holds. requestOverride: the
   * request's `overrides`. tintFallback: a color nothing set and the factory leaves unset for the state, so the tint
   * fills it (a selected sidebar row's background).
   */
  readonly source: "factoryDefault" | "styleOverride" | "rule" | "requestOverride" | "tintFallback";
  /** Only when source is rule. */
  readonly rule?: number;
}

/** The design tokens styles may name, sorted by path. */
export interface TokenList {
  readonly tokens: readonly TokenListEntry[];
}

export interface TokenListEntry {
  /** The dotted path, e.g. brand.accent. */
  readonly path: string;
  /** How a style names it, e.g. {brand.accent}. */
  readonly alias: string;
  /** The DTCG $type: color, dimension, number, or another a style cannot take. */
  readonly type: string;
  /** The paths followed from this token to the one holding the value (light mode's), its own first. */
  readonly chain: readonly string[];
  readonly chains?: TokenModeChains;
  /**
   * The value in each mode: a color token's as hex colors, a dimension's (in points) or a number's as numbers; null
   * for a token of another type.
   */
  readonly values: TokenModeColors | TokenModeNumbers | null;
}

/**
 * The chain in each mode, present only when they differ: a resolver document whose dark context aliases another
 * token than its light one.
 */
export interface TokenModeChains {
  readonly light: readonly string[];
  readonly dark: readonly string[];
  readonly lightHighContrast: readonly string[];
  readonly darkHighContrast: readonly string[];
}

/** A dimension (in points) or number token's value in each mode. */
export interface TokenModeNumbers {
  readonly light: number;
  readonly dark: number;
  readonly lightHighContrast: number;
  readonly darkHighContrast: number;
}

/**
 * A value from design tokens: an alias (`"{brand.accent}"`) in the assignment that won, which `setBy` (and `rule`)
 * name as `source` names other values' sources. One token's members are in the entry itself; the members of insets
 * or a size aliased one by one are listed in `tokens`.
 */
export type TokenSource = TokenUse & {
  readonly source: "token";
  readonly setBy: "styleOverride" | "rule" | "requestOverride";
  /** Only when setBy is rule. */
  readonly rule?: number;
  /** Several tokens, one per member aliased. */
  readonly tokens?: readonly (TokenUse & {
    readonly alias: string;
    readonly chain: readonly string[];
  })[];
};

/** One alias to a design token, the chain followed and the token's value. */
export interface TokenUse {
  /** The alias, e.g. {brand.accent}. */
  readonly alias?: string;
  /** The token paths followed from the alias's to the one holding the value, the alias's first. */
  readonly chain?: readonly string[];
  readonly chains?: TokenModeChains;
  readonly values?: TokenModeColors;
  /** A dimension (in points) or number token's value, the same in every mode. */
  readonly value?: number;
}

/** A color token's value in each mode. */
export interface TokenModeColors {
  readonly light: HexColor;
  readonly dark: HexColor;
  readonly lightHighContrast: HexColor;
  readonly darkHighContrast: HexColor;
}

/** Why one property has its value. */
export type Explanation = (ValueSource | TokenSource) & {
  /**
   * The factory whose value it is (factoryDefault and tintFallback only), e.g. listSidebarCell or, for a button,
   * filled.
   */
  readonly factory?: string;
  /** With factory: false when the style turns automatic updates off. */
  readonly followsState?: boolean;
  /**
   * Only when the value is the factory's (factoryDefault or tintFallback) and that value is an inferred choice
   * rather than a documented or observed UIKit value (for example an iOS 18 value kept in the iOS 26 design for want
   * of a public source): why. The property's own reason, then for colors the reason of its base system color's
   * value, joined by "; ". `why` then ends its first clause with "(inferred: …)".
   */
  readonly inferred?: string;
  /** Earlier sources that set the property and were overwritten, in order (omitted when none). */
  readonly supersedes?: readonly ValueSource[];
  /** Colors that are the tint: the tint used. */
  readonly tintColor?: Color;
  /** Colors: the color before transformers, by name or hex. */
  readonly baseColor?: string;
  /** Colors: baseColor resolved for the traits. */
  readonly baseValue?: string;
  /** Colors only; the color's own transformers, then the configuration's, in the order they apply. */
  readonly transformers?: readonly ({
    /** As the answer writes transformers: highlight, alpha(0.8), … */
    readonly name: string;
    /** The color after this step. */
    readonly result: string;
  })[];
  /** One sentence for a person. */
  readonly why: string;
};

/** A named state laid over the base state (selected sets isSelected, lifting sets cellDragState, …). */
export type StatePreset =
  | "normal" | "highlighted" | "selected" | "disabled" | "focused" | "pinned" | "editing" | "expanded" | "swiped"
  | "reordering" | "lifting" | "dragging" | "dropTargeted" | "dropNotTargeted";

/** A button's named state laid over the base state (normal, or one of its five bits alone; held sets isHeld). */
export type ButtonStatePreset = "normal" | "highlighted" | "disabled" | "selected" | "focused" | "held";

/**
 * The base `state`, `content` and `overrides` take the fields of the style's kind (a cell's, a button's or an empty
 * state's), as a resolve request's do; `buttonSize` and `role` are a button style's only. A field the kind does not
 * take is a 422 at it.
 */
export interface MatrixRequest {
  /**
   * Each axis a non-empty array; omitted axes take their defaults (optional ones stay as the base state has them).
   */
  readonly axes?: {
    /**
     * Named states of the style's kind, or states of your own; another kind's named state or state field is a 422 at
     * it. Without the axis: a cell's five of the default (a button's six, with `held`; an empty state's `normal`),
     * then each custom state the style declares (`state-<key>`, and `state-<key>-<value>` for each other value its
     * rules test), which are names the axis takes too.
     */
    readonly states?: readonly (StatePreset | ButtonStatePreset | string | {
      readonly name: string;
      readonly state: ResolveState;
    })[];
    readonly userInterfaceStyle?: readonly UserInterfaceStyle[];
    readonly accessibilityContrast?: readonly AccessibilityContrast[];
    readonly preferredContentSizeCategory?: readonly ContentSizeCategory[];
    readonly layoutDirection?: readonly LayoutDirection[];
    /**
     * The designs to resolve in, outermost (`[ios18, ios26]` compares them). Omitted, the one design of the base
     * state: its `traits.designGeneration`, else the server's default (`--default-design`).
     */
    readonly designGeneration?: readonly DesignGeneration[];
  };
  readonly state?: ResolveState;
  readonly tintColor?: ColorValue;
  readonly content?: CellContent;
  readonly overrides?: Overrides;
  readonly buttonSize?: ButtonSize;
  readonly role?: Role;
}

export interface ContrastMeasurement {
  /** The WCAG 2.2 success criterion (1.4.3 or, at level AAA, 1.4.6 for text; 1.4.11 for the image). */
  readonly criterion: "1.4.3" | "1.4.6" | "1.4.11";
  /** The text or tint color as drawn (composited */
  readonly color: string;
  /** WCAG 2.x ratio rounded down to two decimals. */
  readonly ratio: number;
  /** The ratio the criterion asks for here. */
  readonly threshold: 3 | 4.5 | 7;
  /** Text only: whether it is large text (24 pt, or 18⅔ pt bold). */
  readonly largeText?: boolean;
  /** The exact ratio against the threshold */
  readonly outcome: "pass" | "fail" | "exempt";
  /** Why it is exempt; only with `exempt`. */
  readonly reason?: string;
}

export interface Contrast {
  /** systemBackground for the traits. */
  readonly backdrop: string;
  /** The cell's fill composited over the backdrop. */
  readonly background: string;
  readonly text: ContrastMeasurement;
  readonly secondaryText: ContrastMeasurement;
  readonly image: ContrastMeasurement;
  /** fail when any check fails, exempt when all are exempt, else pass. */
  readonly outcome: "pass" | "fail" | "exempt";
}

/** An accessory's measurement, a ContrastMeasurement with the accessory's type and placement. */
export interface RowContrastMeasurement {
  readonly type: AccessoryType;
  readonly placement: "leading" | "trailing";
  readonly criterion: ContrastMeasurement["criterion"];
  readonly color: ContrastMeasurement["color"];
  readonly ratio: ContrastMeasurement["ratio"];
  readonly threshold: ContrastMeasurement["threshold"];
  readonly largeText?: Exclude<ContrastMeasurement["largeText"], undefined>;
  readonly outcome: ContrastMeasurement["outcome"];
  readonly reason?: Exclude<ContrastMeasurement["reason"], undefined>;
}

/**
 * The row around the cell, against the row's background: the cell's fill composited over the list's background
 * (outside a list, over systemBackground). Each visible accessory, in drawing order, is held to 1.4.11 (3:1) by its
 * disc where it has one (delete, insert, a selected multiselect), else by its glyph; a label accessory is text, held
 * to the text criterion of the level. The separator is measured (1.4.11, 3:1) only where it is the only boundary
 * between rows: it shows (the bottom one, else the top one) and the row's background is below 3:1 against the list's
 * background; otherwise `separator` is null. A disabled cell exempts all.
 */
export interface RowContrast {
  /** The list's background (opaque) */
  readonly listBackground: string;
  /** The cell's fill composited over the list's background. */
  readonly background: string;
  readonly accessories: readonly RowContrastMeasurement[];
  readonly separator: ContrastMeasurement | null;
  /** fail when any row check fails, exempt when there are some and all are exempt, else pass. */
  readonly outcome: "pass" | "fail" | "exempt";
}

/**
 * The answer for the style's kind: a cell's (`CellMatrix`, without `kind`), a button's (`ButtonMatrix`, `"kind":
 * "button"`) or an empty state's (`ContentUnavailableMatrix`, `"kind": "contentUnavailable"`).
 */
export type Matrix = CellMatrix | ButtonMatrix | ContentUnavailableMatrix;

/**
 * The axes used, by name; preferredContentSizeCategory and layoutDirection only when given, designGeneration always
 * (without the axis, the one design used).
 */
export interface MatrixAxes {
  readonly states: readonly string[];
  readonly userInterfaceStyle: readonly string[];
  readonly accessibilityContrast: readonly string[];
  readonly preferredContentSizeCategory?: readonly string[];
  readonly layoutDirection?: readonly string[];
  readonly designGeneration: readonly DesignGeneration[];
}

/** The trait axes' values for a combination, each listed axis; `designGeneration` always. */
export interface MatrixTraits {
  readonly userInterfaceStyle: string;
  readonly accessibilityContrast: string;
  readonly preferredContentSizeCategory?: string;
  readonly layoutDirection?: string;
  readonly designGeneration: DesignGeneration;
}

/** A cell style's matrix; like a cell's resolve answer, it has no `kind`. */
export interface CellMatrix {
  readonly style: string;
  readonly registryVersion: RegistryVersion;
  /** The WCAG level the checks applied. */
  readonly level: "AA" | "AAA";
  readonly axes: MatrixAxes;
  readonly summary: {
    readonly combinations: number;
    /** Combinations with a failing check of the cell (exempt checks never fail). */
    readonly failing: number;
    /** Combinations whose every check is exempt (disabled cells). */
    readonly exempt: number;
    readonly textFailing: number;
    readonly secondaryTextFailing: number;
    readonly imageFailing: number;
    /** Combinations with a failing accessory. */
    readonly accessoriesFailing: number;
    /** Combinations whose separator fails. */
    readonly separatorFailing: number;
    /** Combinations whose row check fails (`rowContrast.outcome`). */
    readonly rowFailing: number;
  };
  readonly combinations: readonly ({
    /** The states axis value's name. */
    readonly state: string;
    readonly traits: MatrixTraits;
    readonly background: ResolvedBackground;
    readonly content: ResolvedContent;
    readonly accessories: readonly ResolvedAccessory[];
    readonly separators: ResolvedSeparators | null;
    readonly list: ResolvedList | null;
    readonly contrast: Contrast;
    readonly rowContrast: RowContrast;
  })[];
  readonly kind?: never;
}

/** A button style's matrix: each combination's `button` as resolve answers it, and its title's contrast. */
export interface ButtonMatrix {
  readonly style: string;
  readonly kind: "button";
  readonly registryVersion: RegistryVersion;
  readonly level: CellMatrix["level"];
  readonly axes: MatrixAxes;
  readonly summary: {
    readonly combinations: number;
    /** Combinations whose title fails (exempt checks never fail). */
    readonly failing: number;
    /** Combinations whose title is exempt (disabled buttons). */
    readonly exempt: number;
    readonly titleFailing: number;
  };
  readonly combinations: readonly ({
    /** The states axis value's name. */
    readonly state: string;
    readonly traits: MatrixTraits;
    readonly button: ResolvedButton;
    readonly contrast: ButtonContrast;
  })[];
}

/**
 * An empty-state style's matrix: each combination's `contentUnavailable` as resolve answers it, and its texts'
 * contrast.
 */
export interface ContentUnavailableMatrix {
  readonly style: string;
  readonly kind: "contentUnavailable";
  readonly registryVersion: RegistryVersion;
  readonly level: CellMatrix["level"];
  readonly axes: MatrixAxes;
  readonly summary: {
    readonly combinations: number;
    /** Combinations with a failing text. */
    readonly failing: number;
    /** Combinations whose every check is exempt. */
    readonly exempt: number;
    readonly textFailing: number;
    readonly secondaryTextFailing: number;
  };
  readonly combinations: readonly ({
    /** The states axis value's name. */
    readonly state: string;
    readonly traits: MatrixTraits;
    readonly contentUnavailable: ResolvedContentUnavailable;
    readonly contrast: ContentUnavailableContrast;
  })[];
}

/**
 * A button's title (its `foregroundColor` in its `titleFont`) against its fill, held to the text criterion of the
 * level; a disabled button is exempt. A glass effect is not modelled: the fill is what counts.
 */
export interface ButtonContrast {
  /** systemBackground for the traits. */
  readonly backdrop: string;
  /** The button's `background.backgroundColor` composited over the backdrop. */
  readonly background: string;
  readonly title: ContrastMeasurement;
  readonly outcome: Contrast["outcome"];
}

/** An empty state's text and secondary text against its fill, each held to the text criterion of the level. */
export interface ContentUnavailableContrast {
  /** systemBackground for the traits. */
  readonly backdrop: string;
  /** The empty state's `background.backgroundColor` composited over the backdrop. */
  readonly background: string;
  readonly text: ContrastMeasurement;
  readonly secondaryText: ContrastMeasurement;
  readonly outcome: Contrast["outcome"];
}

export interface BatchResolution {
  readonly registryVersion: RegistryVersion;
  readonly items: readonly ({
    /** The item's id, or null. */
    readonly id: unknown;
    readonly style: string;
    /**
     * The design this item's values follow: its own `state.traits.designGeneration`, else the top level's, else the
     * server's default. Items of one batch may differ.
     */
    readonly designGeneration: DesignGeneration;
    readonly background: ResolvedBackground;
    readonly content: ResolvedContent;
    readonly accessories: readonly ResolvedAccessory[];
    readonly separators: ResolvedSeparators | null;
    readonly list: ResolvedList | null;
    readonly kind?: never;
  } | {
    /** The item's id, or null. */
    readonly id: unknown;
    readonly style: string;
    readonly kind: "button";
    readonly designGeneration: DesignGeneration;
    readonly button: ResolvedButton;
  } | {
    /** The item's id, or null. */
    readonly id: unknown;
    readonly style: string;
    readonly kind: "contentUnavailable";
    readonly designGeneration: DesignGeneration;
    readonly contentUnavailable: ResolvedContentUnavailable;
  } | {
    /** The item's id, or null (also when the item is not an object). */
    readonly id: unknown;
    /**
     * What a single resolve of the item would answer (unknown-style 404, invalid-value 422), its pointers relative
     * to the item.
     */
    readonly problem: Problem;
    readonly kind?: never;
  })[];
  /** How many items are answered with a problem. */
  readonly failed: number;
}

export interface ResolvedAccessory {
  readonly type: AccessoryType;
  readonly placement: "leading" | "trailing";
  /** Laid out for the editing state (its `displayed` option). */
  readonly displayed: boolean;
  /** Displayed and not hidden. */
  readonly visible: boolean;
  /**
   * The option, or the type's default for the state (white, or white at 80 %, on a tint-filled row); null for a
   * multicolor symbol.
   */
  readonly tintColor: ResolvedColor | null;
  /** Delete, insert and multiselect only; null when none applies. */
  readonly backgroundColor: ResolvedColor | null;
  readonly glyphColor: ResolvedColor;
  readonly discColor: ResolvedColor | null;
  readonly symbolRenderingMode: "monochrome" | "palette" | "multicolor";
  /** The SF Symbol; null for a label. */
  readonly symbolName: string | null;
  readonly symbolConfiguration: {
    readonly textStyle: TextStyle | null;
    readonly pointSize: number | null;
    readonly weight: FontWeight | null;
    readonly scale: SymbolScale;
  } | null;
  /** Points; 0 means the accessory's own width (24, 28 in a sidebar, scaled, for standard). */
  readonly reservedLayoutWidth: number;
  /** A label's text. */
  readonly text: string | null;
  readonly font: ResolvedFont | null;
  readonly verticalSeparatorColor: ResolvedColor | null;
  readonly outlineDisclosureStyle: OutlineDisclosureStyle | null;
  /** An outline disclosure of an expanded cell. */
  readonly pointsDown: boolean;
}

export interface ResolvedSeparators {
  readonly top: ResolvedSeparator;
  readonly bottom: ResolvedSeparator;
}

export interface ResolvedSeparator {
  /** Automatic visibility for a row in the middle of its section. */
  readonly visible: boolean;
  /** Points; automatic follows the text (the leading margin, plus the image slot and padding with an image). */
  readonly leadingInset: number;
  readonly trailingInset: number;
  readonly color: ResolvedColor;
}

export interface ResolvedList {
  readonly appearance: "plain" | "grouped" | "insetGrouped" | "sidebar" | "sidebarPlain";
  readonly backgroundColor: ResolvedColor;
  readonly showsSeparators: boolean;
  readonly headerTopPadding: number;
  readonly sectionCornerRadius: number;
}

/** "#RRGGBB", or "#RRGGBBAA" when not opaque; uppercase hex. */
export type ResolvedColor = `#${string}`;

export interface ResolvedInsets {
  readonly top: number;
  readonly leading: number;
  readonly bottom: number;
  readonly trailing: number;
}

/** The directional insets for the layout direction. */
export interface ResolvedPhysicalInsets {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export interface ResolvedSize {
  readonly width: number;
  readonly height: number;
}

export interface ResolvedFont {
  readonly textStyle: TextStyle | null;
  readonly pointSize: number;
  readonly weight: FontWeight;
  readonly leading: number;
  readonly emphasized: boolean;
  /** Whether the font follows Dynamic Type. */
  readonly dynamic: boolean;
}

/** Every `UIBackgroundConfiguration` property, resolved for the state's traits and the tint. */
export interface ResolvedBackground {
  readonly style: BackgroundStyle;
  readonly backgroundColor: ResolvedColor;
  readonly backgroundColorTransformer: OptionalString;
  readonly usesTintColor: boolean;
  /**
   * Whether the fill counts as the tint: the color is the tint (null) and the transformer is none, highlight,
   * reorder or focus. A cell on such a fill draws its text, secondary text and image white.
   */
  readonly isTintFilled: boolean;
  readonly cornerRadius: number;
  /**
   * Not a configuration property: the radius UIKit's list layout rounds the section with (the first cell's top
   * corners, the last cell's bottom corners). 10 in the ios18 design and 26 in the ios26 design for a cell in an
   * insetGrouped list environment (grouped on visionOS); 0 where the layout draws no rounding: plain and grouped
   * lists, headers and footers, clear(), and sidebars, whose rows round themselves through cornerRadius.
   */
  readonly sectionCornerRadius: number;
  readonly backgroundInsets: ResolvedInsets;
  readonly physicalBackgroundInsets: ResolvedPhysicalInsets;
  readonly edgesAddingLayoutMarginsToBackgroundInsets: readonly Edge[];
  readonly visualEffect: ResolvedVisualEffect;
  readonly customView: OptionalString;
  readonly image: OptionalString;
  readonly imageContentMode: ContentMode;
  readonly strokeColor: ResolvedColor;
  readonly strokeColorTransformer: OptionalString;
  readonly strokeWidth: number;
  readonly strokeOutset: number;
  readonly hasStroke: boolean;
  readonly shadowProperties: {
    readonly color: ResolvedColor;
    readonly opacity: number;
    readonly radius: number;
    readonly offset: ResolvedSize;
    readonly path: OptionalString;
  };
}

/** Every `UIListContentConfiguration` property, resolved; margins both directional and physical. */
export interface ResolvedContent {
  readonly style: ListContentStyle;
  readonly textProperties: ResolvedTextProperties;
  readonly secondaryTextProperties: ResolvedTextProperties;
  readonly imageProperties: ResolvedImageProperties;
  readonly axesPreservingSuperviewLayoutMargins: Axes;
  readonly directionalLayoutMargins: ResolvedInsets;
  readonly layoutMargins: ResolvedPhysicalInsets;
  readonly effectiveDirectionalLayoutMargins: ResolvedInsets;
  readonly effectiveLayoutMargins: ResolvedPhysicalInsets;
  readonly prefersSideBySideTextAndSecondaryText: boolean;
  readonly imageToTextPadding: number;
  readonly textToSecondaryTextHorizontalPadding: number;
  readonly textToSecondaryTextVerticalPadding: number;
  readonly alpha: number;
  /** The text with its properties' transform applied for the request's `content.locale`. */
  readonly text: OptionalString;
  readonly attributedText: ResolvedAttributedText;
  /** The secondary text with its properties' transform applied for the request's `content.locale`. */
  readonly secondaryText: OptionalString;
  readonly secondaryAttributedText: ResolvedAttributedText;
  readonly image: OptionalString;
}

/**
 * The request's attributed text with every run's font and color concrete: the run's own where it has one, else the
 * text properties' (their transformer applied to their color; fonts follow Dynamic Type when the properties'
 * `adjustsFontForContentSizeCategory` does). Never transformed. Null when the request gave none.
 */
export type ResolvedAttributedText = {
  readonly runs: readonly ({
    readonly text: string;
    readonly font: ResolvedFont;
    readonly color: ResolvedColor;
  })[];
} | null;

export interface ResolvedTextProperties {
  readonly font: ResolvedFont;
  readonly color: ResolvedColor;
  readonly colorTransformer: OptionalString;
  readonly alignment: TextAlignment;
  readonly physicalAlignment: PhysicalAlignment;
  readonly lineBreakMode: LineBreakMode;
  readonly numberOfLines: number;
  readonly adjustsFontSizeToFitWidth: boolean;
  readonly minimumScaleFactor: number;
  readonly allowsDefaultTighteningForTruncation: boolean;
  readonly adjustsFontForContentSizeCategory: boolean;
  readonly showsExpansionTextWhenTruncated: boolean;
  readonly transform: TextTransform;
}

export interface ResolvedImageProperties {
  readonly tintColor: ResolvedColor;
  readonly usesTintColor: boolean;
  readonly tintColorTransformer: OptionalString;
  readonly symbolConfiguration: {
    readonly textStyle: TextStyle | null;
    readonly pointSize: number | null;
    readonly weight: FontWeight | null;
    readonly scale: SymbolScale;
  };
  readonly cornerRadius: number;
  /** `resolvedStrokeColor(for:)` (iOS 18): the stroke color, or the tint when it is null, transformed. */
  readonly strokeColor: ResolvedColor;
  readonly strokeColorTransformer: OptionalString;
  /** The stroke around the image (iOS 18); 0 draws none. */
  readonly strokeWidth: number;
  readonly maximumSize: ResolvedSize;
  readonly reservedLayoutSize: ResolvedSize;
  readonly accessibilityIgnoresInvertColors: boolean;
}

export type UserInterfaceStyle = "unspecified" | "light" | "dark";

export type AccessibilityContrast = "unspecified" | "normal" | "high";

export type ContentSizeCategory =
  | "unspecified" | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge"
  | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge"
  | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";

export type LayoutDirection = "unspecified" | "leftToRight" | "rightToLeft";

export type UserInterfaceSizeClass = "unspecified" | "compact" | "regular";

export type UserInterfaceIdiom = "unspecified" | "phone" | "pad" | "tv" | "carPlay" | "mac" | "vision";

export type LegibilityWeight = "unspecified" | "regular" | "bold";

export type UserInterfaceLevel = "unspecified" | "base" | "elevated";

export type UserInterfaceActiveAppearance = "unspecified" | "inactive" | "active";

export type ListEnvironment =
  | "unspecified" | "none" | "plain" | "grouped" | "insetGrouped" | "sidebar" | "sidebarPlain";

/**
 * The design the values follow: `ios26` (Liquid Glass, what an app built with the iOS 26 SDK or later shows) or
 * `ios18` (the iOS 14–18 design, for apps built earlier or opting out with `UIDesignRequiresCompatibility`). Not a
 * UIKit trait: it stands for the app's SDK and Info.plist choice. Omitted, the server's `--default-design` applies
 * (ios26 unless set).
 */
export type DesignGeneration = "ios18" | "ios26";

export type DisplayScale = number | TokenAlias;

/**
 * The width in points of the list's container (window or column); omitted when unknown. With it, cells in containers
 * at least 414 pt wide (Plus/Max phones) preserve 20 pt horizontal margins in compact width, as UIKit's minimum
 * layout margins do; without it the horizontal size class decides (16 compact, 20 regular).
 */
export type ContainerWidth = number | TokenAlias;

export type CellDragState = "none" | "lifting" | "dragging";

export type CellDropState = "none" | "notTargeted" | "targeted";

export type CustomStateType = "boolean" | "integer" | "number" | "string";

/** UIKit's named system colors, resolved by appearance, contrast and level. */
export type SystemColor =
  | "systemBackground" | "secondarySystemBackground" | "tertiarySystemBackground" | "systemGroupedBackground"
  | "secondarySystemGroupedBackground" | "tertiarySystemGroupedBackground" | "label" | "secondaryLabel"
  | "tertiaryLabel" | "quaternaryLabel" | "placeholderText" | "separator" | "opaqueSeparator" | "link" | "systemFill"
  | "secondarySystemFill" | "tertiarySystemFill" | "quaternarySystemFill" | "systemGray" | "systemGray2"
  | "systemGray3" | "systemGray4" | "systemGray5" | "systemGray6" | "systemBlue" | "systemGreen" | "systemIndigo"
  | "systemOrange" | "systemPink" | "systemPurple" | "systemRed" | "systemTeal" | "systemYellow" | "systemMint"
  | "systemCyan" | "systemBrown" | "clear" | "white" | "black";

/** The Dynamic Type text styles, as `UIFont.TextStyle`. */
export type TextStyle =
  | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote"
  | "caption1" | "caption2";

export type FontWeight =
  | "ultraLight" | "thin" | "light" | "regular" | "medium" | "semibold" | "bold" | "heavy" | "black";

export type SymbolScale = "default" | "unspecified" | "small" | "medium" | "large";

export type TextAlignment = "natural" | "center" | "justified";

/** The alignment for the layout direction, as CSS names it. */
export type PhysicalAlignment = "left" | "right" | "center" | "justify";

export type TextTransform = "none" | "uppercase" | "lowercase" | "capitalized";

export type LineBreakMode =
  | "byWordWrapping" | "byCharWrapping" | "byClipping" | "byTruncatingHead" | "byTruncatingTail"
  | "byTruncatingMiddle";

export type ContentMode =
  | "scaleToFill" | "scaleAspectFit" | "scaleAspectFill" | "redraw" | "center" | "top" | "bottom" | "left" | "right"
  | "topLeft" | "topRight" | "bottomLeft" | "bottomRight";

export type BlurEffectStyle =
  | "extraLight" | "light" | "dark" | "regular" | "prominent" | "systemUltraThinMaterial" | "systemThinMaterial"
  | "systemMaterial" | "systemThickMaterial" | "systemChromeMaterial" | "systemUltraThinMaterialLight"
  | "systemThinMaterialLight" | "systemMaterialLight" | "systemThickMaterialLight" | "systemChromeMaterialLight"
  | "systemUltraThinMaterialDark" | "systemThinMaterialDark" | "systemMaterialDark" | "systemThickMaterialDark"
  | "systemChromeMaterialDark";

export type VibrancyEffectStyle =
  | "label" | "secondaryLabel" | "tertiaryLabel" | "quaternaryLabel" | "fill" | "secondaryFill" | "tertiaryFill"
  | "separator";

export type Edge = "top" | "leading" | "bottom" | "trailing";

export type Axes = "none" | "horizontal" | "vertical" | "both";

/** The `UIBackgroundConfiguration` factories a style may name. */
export type BackgroundFactory =
  | "clear" | "listCell" | "listHeader" | "listFooter" | "listPlainCell" | "listGroupedCell" | "listSidebarCell"
  | "listAccompaniedSidebarCell" | "listPlainHeaderFooter" | "listGroupedHeaderFooter" | "listSidebarHeader";

/** The `UIListContentConfiguration` factories a style may name. */
export type ContentFactory =
  | "cell" | "subtitleCell" | "valueCell" | "header" | "footer" | "sidebarCell" | "sidebarSubtitleCell"
  | "accompaniedSidebarCell" | "accompaniedSidebarSubtitleCell" | "sidebarHeader" | "plainHeader" | "plainFooter"
  | "groupedHeader" | "groupedFooter" | "prominentInsetGroupedHeader" | "extraProminentInsetGroupedHeader";

/** The concrete background style a resolution used (adaptive factories resolve to one by listEnvironment). */
export type BackgroundStyle =
  | "listCell" | "listHeader" | "listFooter" | "listPlainCell" | "listGroupedCell" | "listInsetGroupedCell"
  | "listSidebarCell" | "listAccompaniedSidebarCell" | "listSidebarPlainCell" | "listPlainHeaderFooter"
  | "listGroupedHeaderFooter" | "listInsetGroupedHeaderFooter" | "listSidebarHeader" | "clear";

/** The concrete content style a resolution used. */
export type ListContentStyle =
  | "cell" | "subtitleCell" | "valueCell" | "header" | "footer" | "sidebarCell" | "sidebarSubtitleCell"
  | "accompaniedSidebarCell" | "accompaniedSidebarSubtitleCell" | "sidebarHeader" | "plainHeader" | "plainFooter"
  | "groupedHeader" | "groupedFooter" | "prominentInsetGroupedHeader" | "extraProminentInsetGroupedHeader"
  | "insetGroupedCell";

/**
 * The `UIButton.Configuration` factories a style may name; the bordered ones are UIKit's aliases (borderless is
 * plain, bordered gray, borderedTinted tinted, borderedProminent filled), the glass ones iOS 26's.
 */
export type ButtonFactory =
  | "plain" | "gray" | "tinted" | "filled" | "borderless" | "bordered" | "borderedTinted" | "borderedProminent"
  | "glass" | "prominentGlass" | "clearGlass" | "prominentClearGlass";

/** The style whose colors a button drew with, its selected variant when it updates for selection. */
export type ButtonStyle =
  | "plain" | "gray" | "tinted" | "filled" | "glass" | "prominentGlass" | "clearGlass" | "prominentClearGlass";

/** The `UIContentUnavailableConfiguration` factories a style may name. */
export type ContentUnavailableFactory = "empty" | "loading" | "search";

/** The factory an empty state's values came from. */
export type ContentUnavailableStyle = "empty" | "loading" | "search";

/** `UIButton.Configuration.CornerStyle`: how the background's corners are rounded. */
export type CornerStyle = "fixed" | "dynamic" | "small" | "medium" | "large" | "capsule";

/** `UIButton.Configuration.Size`: the size the default insets, fonts and corner radius follow. */
export type ButtonSize = "medium" | "small" | "mini" | "large";

/** `UIButton.Configuration.MacIdiomStyle`: the look on the Mac idiom. */
export type MacIdiomStyle = "automatic" | "bordered" | "borderless" | "borderlessTinted";

/** `UIButton.Configuration.TitleAlignment`: how a button's title and subtitle align. */
export type TitleAlignment = "automatic" | "leading" | "center" | "trailing";

/** The edge of a button's title its image sits on (`NSDirectionalRectEdge`). */
export type ImagePlacement = "leading" | "trailing" | "top" | "bottom";

/** `UIButton.Configuration.Indicator` (iOS 16): a button's pop-up indicator. */
export type Indicator = "automatic" | "none" | "popup";

/** `UIButton.Role`: `primary` emphasizes the title (semibold); the others draw as `normal`. */
export type Role = "normal" | "primary" | "cancel" | "destructive";

/** `UIContentUnavailableConfiguration.Alignment`: where an empty state's image and text sit. */
export type Alignment = "center" | "natural";

/** A DTCG token file; see the operation's description for its groups. */
export interface DesignTokens {
  readonly $description: string;
  readonly normal: {
    readonly $description: string;
    readonly light: {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly dark: {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly "light-high-contrast": {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly "dark-high-contrast": {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly [member: string]: {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    } | string;
  };
  readonly [member: string]: {
    readonly $description: string;
    readonly light: {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly dark: {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly "light-high-contrast": {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly "dark-high-contrast": {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    };
    readonly [member: string]: {
      readonly $extensions?: DesignTokenExtensions;
      readonly [member: string]: DesignToken | DesignTokenGroup | DesignTokenExtensions | undefined;
    } | string;
  } | string;
}

export interface DesignToken {
  readonly $type: "color" | "dimension" | "number" | "fontWeight" | "typography" | "shadow";
  /**
   * The type's DTCG value ({colorSpace, components, alpha, hex}; {value, unit}; a number; a composite object), or an
   * alias ("{normal.<mode>.<path>}" in tokens.json, "{states.<state>.<path>}" in a state's set file).
   */
  readonly $value: unknown;
  readonly $description?: string;
  readonly $extensions?: DesignTokenExtensions;
}

/**
 * The one `$extensions` member StyleResolver writes, `com.styleresolver`: on a group, `values` (the values no DTCG
 * type holds, by dotted token path, as CSS writes them); on the `background.glass-fill` token, `glass` (UIKit's
 * glass parameters).
 */
export interface DesignTokenExtensions {
  readonly "com.styleresolver": {
    readonly values?: {
      readonly [member: string]: string;
    };
    readonly glass?: {
      readonly effect: "glass" | "glassContainer";
      readonly style?: "regular" | "clear";
      readonly isInteractive?: boolean;
      readonly tintColor?: HexColor | null;
      readonly spacing?: number;
    };
  };
}

/**
 * A group of tokens and groups (`text`, `states`, `selected`, …): a cell's parts nest one level
 * (`background.color`), a button's and an empty state's deeper (`button.background.color`).
 */
export interface DesignTokenGroup {
  readonly $description?: string;
  readonly $extensions?: DesignTokenExtensions;
  readonly [member: string]: DesignToken | DesignTokenGroup | string | DesignTokenExtensions | undefined;
}

/** A set file of the resolver document (see getDesignTokenSet). */
export interface DesignTokenSet {
  readonly $description: string;
  readonly $extensions?: DesignTokenExtensions;
  readonly [member: string]: DesignToken | DesignTokenGroup | string | DesignTokenExtensions | undefined;
}

/** The sources of a set or a modifier's context, each a reference to a set file. */
export type DesignTokenSourceList = readonly ({
  readonly $ref: string;
})[];

/** A DTCG 2025.10 Resolver Module document (see getDesignTokenResolver). */
export interface DesignTokenResolver {
  readonly name: StyleName;
  readonly version: "2025.10";
  readonly description: string;
  readonly sets: {
    readonly base: {
      readonly description?: string;
      readonly sources: DesignTokenSourceList;
    };
  };
  /** The state modifier is left out for a style with no states (an empty state without custom keys). */
  readonly modifiers: {
    readonly mode: DesignTokenModifier;
    readonly state?: DesignTokenModifier;
  };
  readonly resolutionOrder: readonly ({
    readonly $ref: "#/sets/base" | "#/modifiers/mode" | "#/modifiers/state";
  })[];
}

export interface DesignTokenModifier {
  readonly description?: string;
  /** Each context's sources (the state `normal` has none). */
  readonly contexts: {
    readonly [member: string]: DesignTokenSourceList;
  };
  readonly default: string;
}
// ---- End of the generated types. ----

/** One problem of a problem+json answer: the JSON pointer of the member at fault and what is wrong with it. */
export type ProblemEntry = Problem["errors"][number];

/** The batch's answer: each item's resolution (with its id) or its problem, in order, and how many failed. */
export type BatchAnswer = BatchResolution;

/** A batch's fields every item inherits (style, state, …): the batch request without its items. */
export type BatchShared = Omit<BatchRequest, "items">;

/** A problem+json answer thrown as an error, with every JSON pointer of its problems. */
export declare class ProblemError extends Error {
  constructor(problem: Problem, status: number);
  readonly name: "ProblemError";
  /** The HTTP status (404, 422, …). */
  readonly status: number;
  /** The problem type, a path such as /problems/invalid-value that answers GET with a page about it. */
  readonly type: string | undefined;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: readonly ProblemEntry[];
  /** The JSON pointer of each problem, in order (/state/isSelected, /tintColor). */
  readonly pointers: readonly string[];
  /** The whole problem+json body. */
  readonly problem: Problem;
}

/** The stylesheet's query: the cell's selector, the tint, the design and the CSS options. */
export interface StylesheetOptions {
  selector?: string;
  tintColor?: Color;
  design?: DesignGeneration;
  prefix?: string;
  layer?: string;
  units?: "px" | "rem";
  theme?: "media" | "attribute" | "light-dark";
}

/** An export's formats (GET /v1/styles/{name}/export's `format`). */
export type ExportFormat = "css" | "scss" | "tailwind" | "ts" | "tokens" | "swift";

/** An export's query: the stylesheet's options and which of the format's files (its main one without). */
export interface ExportOptions extends StylesheetOptions {
  file?: string;
}

/**
 * What subscribe reports: a GET /v1/events event's data with its name as `type` (the styles a change touched), a
 * change seen by polling GET /v1/styles (styles unknown: null), or a reset (start over).
 */
export type ChangeEvent =
  | ({ readonly type: "change" } & RegistryEventData["change"])
  | { readonly type: "change"; readonly version: RegistryVersion; readonly styles: null }
  | ({ readonly type: "reset" } & RegistryEventData["reset"]);

/** How a client reaches its service. */
export interface ClientOptions {
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Milliseconds between polls of GET /v1/styles when the event stream is absent (default 5000). */
  pollInterval?: number;
}

/** A client of one service; GET answers are kept with their ETag and reused on 304. */
export declare class StyleResolverClient {
  /** A client of the service at baseURL (default: the one that served client.js). */
  constructor(baseURL?: string | URL, options?: ClientOptions);
  readonly baseURL: string;
  resolve(request: ResolveRequest): Promise<Resolution>;
  resolveBatch(items: readonly BatchItem[], shared?: BatchShared): Promise<BatchAnswer>;
  stylesheetURL(style: string, options?: StylesheetOptions): string;
  exportURL(style: string, format: ExportFormat, options?: ExportOptions): string;
  styles(): Promise<StyleList>;
  /** Calls onChange on each registry change; returns the function that stops listening. */
  subscribe(onChange: (event: ChangeEvent) => void): () => void;
}

/** The same, on the service that served client.js. */
export declare function resolve(request: ResolveRequest): Promise<Resolution>;
export declare function resolveBatch(items: readonly BatchItem[], shared?: BatchShared): Promise<BatchAnswer>;
export declare function stylesheetURL(style: string, options?: StylesheetOptions): string;
export declare function exportURL(style: string, format: ExportFormat, options?: ExportOptions): string;
export declare function styles(): Promise<StyleList>;
export declare function subscribe(onChange: (event: ChangeEvent) => void): () => void;
