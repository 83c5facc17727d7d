//! TypeScript declarations of the plain objects the bindings exchange. They
//! match the serde shapes of the core types, which the server sends; `shapes.rs`
//! and `forms.rs` read and write them field by field.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const LANGUAGE: &str = include_str!(concat!(env!("OUT_DIR"), "/language.ts"));

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Amounts are integer poisha (1/100 TK) carried as JavaScript numbers. */
export type Poisha = number;
export type ToggleOutcome = "added" | "removed";
export type StockLevel = "out" | "low" | "in";
export type SortKey = "createdAt" | "price" | "sold" | "rate" | "discount" | "title" | "relevance";
export type SortDirection = "asc" | "desc";
export type OrderStatus = "pending" | "confirmed" | "shipped" | "delivered" | "cancelled";
export interface CartLine { productId: string; price: Poisha; quantity: number }
/** A text for a person by its stable code, with its values (counts and poisha as numbers). */
export interface CodedText { code: string; params: Record<string, TextParam> }
export type TextParam = number | string | CodedText;
/** A refused field of a form: the field, and the refusal's text code and values. */
export interface FieldError { field: string; code: string; params: Record<string, TextParam> }
export interface SignupForm { firstName: string; lastName?: string; email: string; password: string }
export interface AddressForm { firstName: string; lastName: string; phone: string; address: string; city: string; area: string; zipCode: string; region?: string; apartmentSuit?: string }
export interface ProfileForm { firstName: string; lastName?: string; avatar?: string }
export interface ReviewForm { rating: number; title: string; text?: string }
export interface ProductForm { title: string; brand: string; price: string; discount: number; stock: number; description?: string }
export interface Range { min: number; max: number }
export interface PriceRange { min: Poisha | null; max: Poisha | null }
export interface FilterGroup { battery: Range[]; display: Range[]; camera: Range[]; ram: number[]; rom: number[]; selectedBrands: string[]; price: PriceRange }
export interface ListingParams { page?: string; perPage?: string; orderBy?: string; orderDirection?: string; search?: string; brands?: string; ram?: string; rom?: string; battery?: string; display?: string; camera?: string; minPrice?: string; maxPrice?: string; author?: string }
export interface ListingQuery { page: number; perPage: number; orderBy: SortKey; orderDirection: SortDirection; search: string | null; filters: FilterGroup; author: string | null }
export interface ListingDefaults { pageSize: number; perPageShow: number; maxPageSize: number; maxFilterValues: number; maxListingDepth: number; orderBy: SortKey; orderDirection: SortDirection; batteryRanges: Range[] }
export type DeliveryZone = "inside_dhaka" | "outside_dhaka";
export interface DeliveryQuote { subtotal: Poisha; deliveryFee: Poisha; total: Poisha; zone: DeliveryZone; zoneText: CodedText; deliveryDays: number }
/** What the picker knows of a variant: its values in the product's axis order, its price after discount, its stock. */
export interface VariantFacts { id: string; values: string[]; finalPrice: Poisha; stock: number }
export type Availability = "available" | "sold_out" | "not_made";
/** Per axis, every value and what choosing it would give; the id of the variant the choice names, or null. */
export interface VariantPick { axes: { values: { value: string; availability: Availability }[] }[]; selected: string | null }
export type CompareRowKey = "price" | "ram" | "storage" | "battery" | "display" | "mainCamera" | "selfieCamera" | "network" | "processor" | "rating";
export interface RowComparison { best: number[]; differs: boolean }
export type Notices = Record<"productAddedInCart" | "productRemovedFromCart" | "addedInWishlist" | "removedFromWishlist" | "loginRequiredCart" | "loginRequiredWishlist" | "notAcceptable" | "moduleDownloadFail" | "cartTitle" | "cartEmpty", string>; // each notice's text code
"#;
