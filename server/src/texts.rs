//! The server's texts for people, by stable code (see `shop_core::text`):
//! every `{message}` an answer carries, with its code and values beside it.
//! The front end shows them from its catalogs by code; [`catalog`] lists them
//! with the core's for the OpenAPI document and the generated code list.

use shop_core::TextDef;

/// Texts about the request itself: its address, body and ids.
pub mod request {
    shop_core::texts! {
        NO_SUCH_ENDPOINT = "request.no_such_endpoint" => "No such API endpoint";
        BODY_UNREADABLE = "request.body_unreadable" => "The request body could not be read";
        SEND_JSON = "request.send_json" => "Send the body as JSON, with Content-Type: application/json";
        BODY_TOO_LARGE = "request.body_too_large" { max_kb: Count } => "The request body can be at most {max_kb} KB";
        BODY_INVALID = "request.body_invalid" { detail: Name } => "The request body is not valid: {detail}";
        BAD = "request.bad" { detail: Name } => "Bad request: {detail}";
        INVALID_ID = "request.invalid_id" { field: Name } => "{field} is not a valid id";
        INVALID_FIELDS = "request.invalid_fields" => "Some fields are not valid";
        FILE_NOT_FOUND = "request.file_not_found" => "File not found";
        FRONT_END_NOT_BUILT = "request.front_end_not_built" => "The front end is not built";
        NO_SUCH_SITEMAP = "request.no_such_sitemap" => "No such sitemap page";
        NOT_VALID = "request.not_valid" => "This address or request is not valid";
        NOT_FOUND = "request.not_found" => "Not found";
        METHOD_NOT_ALLOWED = "request.method_not_allowed" => "This method is not allowed here";
        REFUSED = "request.refused" => "The request was refused";
    }
}

/// Texts about the shop's own state: failures, load and limits.
pub mod shop {
    shop_core::texts! {
        INTERNAL = "shop.internal" => "Something went wrong on our side. Please try again.";
        UNAVAILABLE = "shop.unavailable" => "The shop's database is not reachable right now. Please try again in a moment.";
        BUSY = "shop.busy" => "Many shoppers are browsing right now. Please try again in a moment.";
        CONTENDED = "shop.contended" => "Too many changes at once. Please try again.";
        DUPLICATE = "shop.duplicate" => "This record already exists";
        TOO_MANY_ATTEMPTS = "shop.too_many_attempts" => "Too many attempts. Please wait a minute and try again.";
    }
}

/// Signing in and up, sessions, roles and e-mail confirmation.
pub mod auth {
    shop_core::texts! {
        SIGN_IN_FIRST = "auth.sign_in_first" => "Please sign in first";
        SESSION_EXPIRED = "auth.session_expired" => "Your session has expired. Please sign in again";
        SIGN_IN_AGAIN = "auth.sign_in_again" => "Sign in again";
        ADMINS_ONLY = "auth.admins_only" => "Only admins can do this";
        OWN_ACCOUNT_ONLY = "auth.own_account_only" => "You can only use your own account";
        WRONG_CREDENTIALS = "auth.wrong_credentials" => "Email or password is incorrect";
        EMAIL_TAKEN = "auth.email_taken" => "An account with this email already exists";
        NO_SUCH_ADMIN = "auth.no_such_admin" => "No admin has this e-mail address";
        USERNAME_TAKEN = "auth.username_taken" => "This username is taken";
        USERNAME_REFUSED = "auth.username_refused" { reason: Text } => "Username: {reason}";
        SIGNED_OUT = "auth.signed_out" => "Signed out";
        EMAIL_CONFIRMED_ALREADY = "auth.email_confirmed_already" => "Your e-mail address is confirmed already";
        CONFIRMATION_SENT = "auth.confirmation_sent" { email: Name } => "We sent a new confirmation link to {email}";
        NO_EMAIL = "auth.no_email" => "Your account has no e-mail address";
        SECOND_FACTOR_FIRST = "auth.second_factor_first" => "Set up two-step sign-in under Account info before using the admin area";
        CODE_NEEDED = "auth.code_needed" => "Type the 6-digit code from your authenticator app";
        CODE_WRONG = "auth.code_wrong" => "That code is not right";
        SECOND_FACTOR_ON = "auth.second_factor_on" => "Two-step sign-in is on already";
        SECOND_FACTOR_NOT_STARTED = "auth.second_factor_not_started" => "Start setting up two-step sign-in first";
        NAME_NEEDED = "auth.name_needed" => "No account has this number yet. Tell us your name to make one";
        PHONE_TAKEN = "auth.phone_taken" => "Another account has this mobile number";
        NUMBER_STALE = "auth.number_stale" => "This number has not signed in here for a year. Sign in with your e-mail and password, then prove the number again under Account info";
        RESET_LINK_SENT = "auth.reset_link_sent" { minutes: Count } => "If an account has this address, we sent it a link to choose a new password. The link works once, for {minutes} minutes";
        RESET_LINK_INVALID = "auth.reset_link_invalid" => "This link does not work any more: it is used, expired or incomplete. Ask for a new one";
        PASSWORD_RESET = "auth.password_reset" => "Your password is changed and every device was signed out. Sign in with the new password";
        NO_ACCOUNT_FOR_NUMBER = "auth.no_account_for_number" => "No account has this mobile number";
        NUMBER_STALE_FOR_RESET = "auth.number_stale_for_reset" => "This number has not signed in here for a year, so it cannot reset the password. Reset it by e-mail instead";
    }
}

/// One-time codes sent by SMS.
pub mod codes {
    shop_core::texts! {
        SENT = "codes.sent" { phone: Name } => "We sent a 6-digit code to {phone}";
        WAIT = "codes.wait" { seconds: Count } => "Please wait {seconds} seconds before asking for another code";
        HOUR_SPENT = "codes.hour_spent" { minutes: Count } => "This number has had 5 codes this hour. Ask again in {minutes} minutes";
        BUSY = "codes.busy" => "Many codes are being sent right now. Please try again in a minute";
        DEVICE_NEEDED = "codes.device_needed" => "Please reload the page and try again";
        NONE = "codes.none" => "Ask for a code first";
        SHAPE = "codes.shape" => "Type the 6 digits of the code";
        WRONG = "codes.wrong" { tries_left: Count } => "That code is not right. {tries_left} tries left";
        EXPIRED = "codes.expired" => "This code has expired. Ask for a new one";
        SPENT = "codes.spent" => "This code cannot be used any more. Ask for a new one";
    }
}

/// The customer's profile and password.
pub mod account {
    shop_core::texts! {
        PROFILE_NOT_FOUND = "account.profile_not_found" => "Profile not found";
        LANGUAGE_UNKNOWN = "account.language_unknown" => "Language: choose en (English) or bn (Bangla)";
        WRONG_PASSWORD = "account.wrong_password" => "The current password is not right";
        NEW_PASSWORD_REFUSED = "account.new_password_refused" { reason: Text } => "New password: {reason}";
        PASSWORD_CHANGED = "account.password_changed" => "Password changed";
        PASSWORD_FOR_NUMBER = "account.password_for_number" => "Type your password to change your mobile number";
        NO_SECOND_PROOF = "account.no_second_proof" => "Your account has no password, so its number cannot be changed here. Please contact us to change it";
    }
}

/// Saved shipping addresses.
pub mod addresses {
    shop_core::texts! {
        NOT_FOUND = "addresses.not_found" => "Address not found";
        NOT_SAVED = "addresses.not_saved" => "Address not found; choose one of your saved addresses";
        TOO_MANY = "addresses.too_many" { max: Count } => "You can keep at most {max} addresses";
    }
}

/// The catalog: phones, their pictures, brands.
pub mod catalog {
    shop_core::texts! {
        PRODUCT_NOT_FOUND = "products.not_found" => "Product not found";
        VARIANT_NOT_FOUND = "variants.not_found" => "This phone is not sold in that variant";
        VARIANT_TWICE = "variants.row_twice" => "Another row of the grid is this variant";
        VARIANT_OF_ANOTHER = "variants.of_another_product" => "That variant belongs to another phone";
        VARIANT_SOLD_MEANWHILE = "variants.sold_meanwhile" { variant: Name, available: Count }
            => "Only {available} of {variant} left in stock now (some were sold since you opened the grid); reload it and save again";
        SKU_TAKEN = "variants.sku_taken" => "Another variant in the shop already has this SKU";
        USE_VARIANT_GRID = "variants.use_grid"
            => "This phone's prices and stock are set per variant: change them in its variant grid";
        UNKNOWN_BRAND = "products.unknown_brand" { brand: Name } => "Unknown brand '{brand}'; add it first";
        VERSION_REQUIRED = "products.version_required"
            => "Send the product's version and stock_was as they were when the form was loaded";
        VERSION_NEGATIVE = "products.version_negative" => "version and stock_was cannot be negative";
        STOCK_WAS_OUT_OF_RANGE = "products.stock_was_out_of_range" => "stock_was is out of range";
        STALE_EDIT = "products.stale_edit"
            => "Someone else changed this product after you opened it. Reload it to see their changes, then make yours again.";
        STOCK_SOLD_MEANWHILE = "products.stock_sold_meanwhile" { available: Count, decrease: Count }
            => "Only {available} left in stock now (some were sold since you opened the form); the stock cannot go down by {decrease}";
        PRODUCT_DELETED = "products.deleted" => "Product deleted";
        IMAGE_NOT_FOUND = "pictures.not_found" => "Image not found";
        UPLOAD_INTERRUPTED = "pictures.upload_interrupted" => "The upload was interrupted";
        PICTURE_UNSUPPORTED = "pictures.unsupported" => "Upload a PNG, JPEG, WebP or GIF picture";
        PICTURE_TOO_LARGE = "pictures.too_large" { max_mb: Count } => "A picture can be at most {max_mb} MB";
        TOO_MANY_PIXELS = "pictures.too_many_pixels" { max_millions: Count, width: Count, height: Count }
            => "A picture can have at most {max_millions} million pixels; this one is {width} × {height}";
        PICTURE_UNREADABLE = "pictures.unreadable" => "This picture could not be read; it may be damaged";
        PICTURE_NOT_CONVERTED = "pictures.not_converted" => "The picture could not be converted";
        BRAND_NOT_FOUND = "brands.not_found" => "Brand not found";
        BRAND_NAME_REFUSED = "brands.name_refused" { reason: Text } => "Brand name: {reason}";
        BRAND_TAKEN = "brands.taken" => "A brand with this name already exists";
        BRAND_HAS_PRODUCTS = "brands.has_products" { brand: Name, products: Count }
            => "{brand} still has {products} products; move or delete them first";
        BRAND_DELETED = "brands.deleted" => "Brand deleted";
    }
}

/// The cart, the wishlist and back-in-stock notices.
pub mod lists {
    shop_core::texts! {
        NOT_IN_CART = "cart.not_in_cart" => "This product is not in your cart";
        ALREADY_IN_CART = "cart.already_in_cart" => "This product is already in your cart";
        LINE_REFUSED = "cart.line_refused" { title: Name, reason: Text } => "{title}: {reason}";
        NOT_ON_WISHLIST = "wishlist.not_on_wishlist" => "This product is not on your wishlist";
        ALREADY_ON_WISHLIST = "wishlist.already_on_wishlist" => "This product is already on your wishlist";
        IN_STOCK_NOW = "stock_alerts.in_stock_now" => "This phone is in stock now: add it to your cart instead";
        WAITING = "stock_alerts.waiting" => "We'll tell you when it's back";
        NOT_WAITING = "stock_alerts.not_waiting" => "Not waiting for this phone";
        STOPPED = "stock_alerts.stopped" => "We won't tell you about this phone";
        NOTICE_NOT_FOUND = "notices.not_found" => "Notice not found";
        ALL_READ = "notices.all_read" => "All notices marked read";
        READ = "notices.read" => "Notice marked read";
        BACK_IN_STOCK = "notices.back_in_stock" { product: Name } => "{product} is back in stock.";
    }
}

/// Checkout, orders and reviews.
pub mod orders {
    shop_core::texts! {
        IDEMPOTENCY_KEY_REQUIRED = "checkout.idempotency_key_required"
            => "An idempotency key is required (Idempotency-Key header or idempotency_key), so a retry cannot order twice";
        EXPECTED_TOTAL_NEGATIVE = "checkout.expected_total_negative" => "expected_total cannot be negative";
        CART_EMPTY = "checkout.cart_empty" => "Your cart is empty";
        BEING_PLACED = "checkout.being_placed" => "This checkout is already being placed";
        OUT_OF_STOCK = "checkout.out_of_stock" { title: Name } => "{title} is out of stock";
        ONLY_LEFT = "checkout.only_left" { available: Count, title: Name }
            => "Only {available} of {title} left in stock; lower the quantity";
        TOTAL_CHANGED = "checkout.total_changed" { total: Money }
            => "The total changed to {total} because a price changed. Please check it and place the order again.";
        ORDER_NOT_FOUND = "orders.not_found" => "Order not found";
        NOT_TRACKED = "orders.not_tracked" => "No order with this reference ships to this number";
        REVIEW_NOT_FOUND = "reviews.not_found" => "Review not found";
        ALREADY_REVIEWED = "reviews.already_reviewed" => "You have already reviewed this product; edit your review instead";
        NOT_DELIVERED = "reviews.not_delivered" => "You can review a product once it has been delivered to you";
        IMEI_TAKEN = "orders.imei_taken" { imei: Name } => "IMEI {imei} is recorded on another order already";
        IMEIS_WHEN_SHIPPING = "orders.imeis_when_shipping" => "IMEIs are recorded when the order ships";
        IMEI_TAKEN_MEANWHILE = "orders.imei_taken_meanwhile" => "One of these IMEIs was just recorded on another order";
    }
}

/// Parcels booked with a courier, and what it reports.
pub mod shipping {
    shop_core::texts! {
        NO_COURIER = "shipping.no_courier" => "No courier is set up: ship the orders by hand";
        NOT_FOUND = "shipping.not_found" => "This checkout has no parcel";
        NOTHING_TO_SHIP = "shipping.nothing_to_ship" => "This checkout has no order left to ship";
        NOT_CONFIRMED = "shipping.not_confirmed" { title: Name }
            => "{title} is not confirmed yet: confirm every order of the checkout before booking its parcel";
        HANDSETS_OF_OTHERS = "shipping.handsets_of_others" => "IMEIs were given for an order that is not in this parcel";
        ALREADY_BOOKED = "shipping.already_booked" => "This parcel is booked already";
        BOOKING_OUT = "shipping.booking_out" => "This parcel was sent to the courier; the shop is waiting for its answer";
        REFUSED = "shipping.refused" { reasons: Name } => "The courier refused the parcel: {reasons}";
        TOO_MANY = "shipping.too_many" { most: Count } => "At most {most} parcels can be booked in one go";
        COURIER_AWAY = "shipping.courier_away" => "The courier cannot be reached now; try again in a few minutes";
        NOT_BACK = "shipping.not_back" => "Only a parcel the courier returned can be received back";
        RECEIVED_ALREADY = "shipping.received_already" => "This parcel was received back already";
        ADVANCE_UNPAID = "shipping.advance_unpaid" => "The advance asked of this order is not paid: withdraw it to ship without one";
        ADVANCE_NOT_CASH = "shipping.advance_not_cash" => "An advance is asked only of a confirmed cash-on-delivery order that is not booked yet";
        ADVANCE_WHOLE_TAKA = "shipping.advance_whole_taka" => "The advance must be whole taka, at least 1 TK";
        ADVANCE_NOT_BELOW_TOTAL = "shipping.advance_not_below_total" { total: Money } => "The advance must be less than the order's total, {total}";
        ADVANCE_NOT_WITHDRAWN = "shipping.advance_not_withdrawn" => "The advance is paid or being paid: it cannot be withdrawn";
        WEBHOOK_TOKEN = "shipping.webhook_token" => "Unauthorized";
        WEBHOOK_MALFORMED = "shipping.webhook_malformed" { reason: Name } => "Not a notification: {reason}";
        UNKNOWN_PARCEL = "shipping.unknown_parcel" => "Invalid consignment ID.";
    }
}

/// A courier's status words, as shoppers and admins read them.
pub mod parcel_status {
    shop_core::texts! {
        IN_REVIEW = "parcel_status.in_review" => "booked, awaiting the courier";
        PENDING = "parcel_status.pending" => "on its way";
        HOLD = "parcel_status.hold" => "on hold";
        DELIVERED_APPROVAL_PENDING = "parcel_status.delivered_approval_pending" => "delivered, being confirmed";
        PARTIAL_DELIVERED_APPROVAL_PENDING = "parcel_status.partial_delivered_approval_pending"
            => "partly delivered, being confirmed";
        CANCELLED_APPROVAL_PENDING = "parcel_status.cancelled_approval_pending" => "refused, being confirmed";
        UNKNOWN_APPROVAL_PENDING = "parcel_status.unknown_approval_pending" => "being checked by the courier";
        DELIVERED = "parcel_status.delivered" => "delivered";
        PARTIAL_DELIVERED = "parcel_status.partial_delivered" => "partly delivered";
        CANCELLED = "parcel_status.cancelled" => "refused, coming back";
        UNKNOWN = "parcel_status.unknown" => "being checked by the courier";
    }
}

/// Paying through a provider, and refunds.
pub mod payments {
    shop_core::texts! {
        NOT_SET_UP = "payments.not_set_up" => "Online payment is not set up in this shop";
        NOT_AWAITING = "payments.not_awaiting" => "This order is not waiting for a payment";
        TIME_PASSED = "payments.time_passed" => "The time to pay this order has passed";
        PAID_BY = "payments.paid_by" { method: Text } => "This order is paid by {method}";
        CONFIRMING = "payments.confirming" { method: Text } => "{method} is confirming your payment; please wait a moment";
        UNREACHABLE = "payments.unreachable" { method: Text }
            => "{method} cannot be reached right now; please try again in a minute";
        UNKNOWN_PAYMENT = "payments.unknown" => "Unknown payment";
        CALLBACK_STATUS = "payments.callback_status" => "status must be success, failure or cancel";
        NO_REFUND_OWED = "payments.no_refund_owed" { payment: Text } => "This order owes no refund (payment: {payment})";
        NOT_THROUGH_PROVIDER = "payments.not_through_provider"
            => "This order was not paid through a provider; refund it by hand";
        REFUND_UNDER_WAY = "payments.refund_under_way" => "A refund of this order is already being made";
        REFUND_FAILED = "payments.refund_failed" => "The refund could not be made right now; please try again in a minute";
        REFUND_IN_DOUBT = "payments.refund_in_doubt"
            => "The payment provider did not answer whether the refund was made; the shop will ask it and record the refund, so please do not refund it another way";
        NOTICE_REFUSED = "payments.notice_refused" => "This notice is not signed by the payment gateway";
        AMOUNT_OUT_OF_RANGE = "payments.amount_out_of_range" { method: Text, min: Money, max: Money }
            => "{method} takes payments from {min} to {max}; choose another way to pay";
        RETURN_OUTCOME = "payments.return_outcome" => "The outcome must be success, fail or cancel";
        ONLINE_ONLY = "payments.online_only" => "Choose a way to pay online: bKash, card, Nagad, Rocket or card EMI";
        REVIEWED_ALREADY = "payments.reviewed_already" => "This payment is not waiting for a review";
    }
}

/// Mushak-6.3 tax invoices and Mushak-6.7 credit notes.
pub mod tax_papers {
    shop_core::texts! {
        NOT_ISSUED = "tax_papers.not_issued" => "No tax paper is issued for this yet";
    }
}

/// The admin's list of money that needs a person.
pub mod attention {
    shop_core::texts! {
        REFUNDED = "attention.refunded" { refund: Name } => "Refunded in full (refund {refund})";
        REFUNDING = "attention.refunding" => "Refunding";
        PROBLEM = "attention.problem" { detail: Name } => "{detail}";
    }
}

/// The browser's log reports.
pub mod logs {
    shop_core::texts! {
        LEVEL = "logs.level" => "level must be info, warn or error";
        STATUS = "logs.status" => "status must be an HTTP status such as 404";
        LIMIT = "logs.limit" { max: Count } => "limit must be from 1 to {max}";
    }
}

/// Card-EMI plans.
pub mod emi {
    shop_core::texts! {
        PLAN_NOT_FOUND = "emi.plan_not_found" => "EMI plan not found";
        PLAN_DELETED = "emi.plan_deleted" => "EMI plan deleted";
        BANK_TAKEN = "emi.bank_taken" => "This bank has a plan already";
        BANK_REFUSED = "emi.bank_refused" { reason: Text } => "Bank: {reason}";
        MIN_PRICE_REFUSED = "emi.min_price_refused" => "The least price is a whole number of taka, not below zero";
        CASH_ON_DELIVERY_ONLY = "emi.cash_on_delivery_only" => "A card EMI plan goes with card EMI or cash on delivery: choose one of them";
        PLAN_NEEDED = "emi.plan_needed" => "Choose the bank and the months for card EMI";
        TENURE_NOT_OFFERED = "emi.tenure_not_offered" { bank: Name, months: Count } => "{bank} offers no EMI over {months} months";
        BELOW_MIN_PRICE = "emi.below_min_price" { bank: Name, min: Money } => "{bank} finances orders of {min} or more";
    }
}
/// Returns.
pub mod returns {
    shop_core::texts! {
        NOT_FOUND = "returns.not_found" => "Return not found";
        ASKED_ALREADY = "returns.asked_already" => "A return of this order has been asked already";
        DETAILS_REFUSED = "returns.details_refused" { reason: Text } => "What is wrong: {reason}";
        NOTE_REFUSED = "returns.note_refused" { reason: Text } => "Note: {reason}";
        TOO_MANY_PHOTOS = "returns.too_many_photos" { max: Count } => "Send at most {max} photos";
        PHOTO_UNKNOWN = "returns.photo_unknown" => "A photo was not uploaded to the shop";
        TOO_MANY_UPLOADS = "returns.too_many_uploads" { max: Count } => "At most {max} photos can be sent for one order";
        SAY_WHY = "returns.say_why" => "Say in the note why the return is refused";
        RESTOCK_OR_NOT = "returns.restock_or_not" => "Say whether the phone goes back to stock or is written off";
        RESTOCK_GONE = "returns.restock_gone" => "This phone or its variant is no longer in the catalog, so it cannot go back to stock: receive it as written off, and add the unit by hand if you list it again";
        REFUND_BY_REFUND = "returns.refund_by_refund" => "Refund a received return with Refund";
        CASH_NOTE = "returns.cash_note" => "A cash refund needs a note: how and when the cash was handed over";
        MOVED_MEANWHILE = "returns.moved_meanwhile" => "This return moved meanwhile; reload it";
    }
}

/// Coupons.
pub mod coupons {
    shop_core::texts! {
        NOT_FOUND = "coupons.not_found" => "Coupon not found";
        DELETED = "coupons.deleted" => "Coupon deleted";
        CODE_TAKEN = "coupons.code_taken" => "Another coupon has this code";
        BAD_TIME = "coupons.bad_time" { field: Name } => "{field} must be a date and time such as 2026-12-01T00:00:00+06:00";
    }
}

/// Questions and answers on a phone page.
pub mod questions {
    shop_core::texts! {
        QUESTION_REFUSED = "questions.question_refused" { reason: Text } => "Question: {reason}";
        ANSWER_REFUSED = "questions.answer_refused" { reason: Text } => "Answer: {reason}";
        TOO_MANY = "questions.too_many" { max: Count }
            => "You can ask at most {max} questions an hour. Please try again later.";
        ASKED = "questions.asked" => "Thank you! We will tell you when the shop answers.";
        NOT_FOUND = "questions.not_found" => "Question not found";
        HIDDEN = "questions.hidden" => "This question is hidden; show it again before answering it";
        UNKNOWN_STATUS = "questions.unknown_status" => "status must be unanswered, answered or hidden";
        ANSWERED = "questions.answered" { product: Name } => "Your question about {product} was answered.";
    }
}

/// Every text the server can answer with: the core's and its own.
pub fn catalog() -> impl Iterator<Item = &'static TextDef> {
    let own = [
        request::TEXTS,
        shop::TEXTS,
        auth::TEXTS,
        codes::TEXTS,
        account::TEXTS,
        addresses::TEXTS,
        catalog::TEXTS,
        lists::TEXTS,
        orders::TEXTS,
        shipping::TEXTS,
        parcel_status::TEXTS,
        payments::TEXTS,
        emi::TEXTS,
        coupons::TEXTS,
        returns::TEXTS,
        questions::TEXTS,
        attention::TEXTS,
        tax_papers::TEXTS,
        logs::TEXTS,
    ];
    shop_core::text_catalog::catalog().chain(own.into_iter().flatten())
}
