//! `shop-server` serves the shop; `shop-server seed` writes the demo catalog;
//! `shop-server merge-variants` merges products stored one per SKU into a phone;
//! `shop-server admin create` makes an admin, `admin reset-password` gives one a new password.

use clap::{Parser, Subcommand};
use mongodb::bson::oid::ObjectId;
use shop_server::{
    auth::PasswordHasher, config::Settings, demo, repository::Repositories, services, startup::Application, telemetry,
};
use std::process::ExitCode;

// glibc's allocator gives each busy thread an arena of its own and keeps what
// is freed there: the catalog load, the scan threads and the workers held
// some 100 MB more than they used at 100,000 products (issue 12). Builds with
// `--features jemalloc` (production, scripts/bench, SHOP_PROFILE=release) use jemalloc;
// the others the system's. The server says which when it is ready.
#[cfg(feature = "jemalloc")]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;
const ALLOCATOR_NAME: &str = if cfg!(feature = "jemalloc") {
    "jemalloc"
} else {
    "the system's"
};

#[derive(Parser)]
#[command(version, about = "The phone shop's API server")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the built front end (the default).
    Serve,
    /// Print the OpenAPI document of the API (what `/api/openapi.json` serves).
    Openapi,
    /// Print the languages and every text the API can answer with: code, English and values' kinds (JSON).
    Texts,
    /// Print the addresses the app has a page for, as its route table writes them (JSON).
    Pages,
    /// Write the demo catalog into the database; rerunning adds only what is missing.
    Seed {
        /// How many products to write.
        #[arg(long, default_value_t = 300)]
        count: u64,
        /// Seed of the generator: the same seed gives the same catalog.
        #[arg(long, default_value_t = 42)]
        seed: u64,
        /// Do nothing when the catalog already has products.
        #[arg(long)]
        if_empty: bool,
        /// Also write the demo accounts, whose passwords are public (README),
        /// and the demo shop's buyers, orders and reviews: only for a
        /// throw-away local database.
        #[arg(long)]
        demo: bool,
    },
    /// Merge products stored one per SKU ("Galaxy A55 8/128GB", "... 8/256GB")
    /// into one phone's storage variants: their carts, wishlists, reviews,
    /// price history, alerts and orders follow, and their addresses redirect
    /// to the phone on their variant.
    MergeVariants {
        /// The phone to keep: its id, page and reviews stay.
        #[arg(long)]
        into: String,
        /// The products merged into it, each becoming the variant of its RAM and storage.
        #[arg(required = true)]
        products: Vec<String>,
    },
    /// Counts every order again into the admin dashboard's tallies (after
    /// an instance running code from before them placed or moved orders).
    /// Run it while no instance serves: orders placed meanwhile may count twice.
    RecountTallies,
    /// Brings the database to this release's schema version, as every
    /// instance does at start; `--dry-run` only says where it stands and
    /// which numbered steps it lacks.
    Migrate {
        #[arg(long)]
        dry_run: bool,
    },
    /// Accounts of the shop's admins.
    Admin {
        #[command(subcommand)]
        action: AdminAction,
    },
}

#[derive(Subcommand)]
enum AdminAction {
    /// Make an admin (the password is read from a file, or from standard
    /// input with `--password-file -`: never from the command line, which
    /// other users of the machine can see).
    Create {
        #[arg(long)]
        email: String,
        /// A file whose first line is the password, or `-` for standard input.
        #[arg(long)]
        password_file: String,
        #[arg(long, default_value = "Admin")]
        first_name: String,
    },
    /// Give an admin a new password (read as for `create`) and sign every
    /// session of it out, on every instance.
    ResetPassword {
        #[arg(long)]
        email: String,
        /// A file whose first line is the password, or `-` for standard input.
        #[arg(long)]
        password_file: String,
    },
}

// actix's own runtime: on SIGTERM it waits for the workers to finish the
// requests in flight; under a plain tokio main the process could return and
// drop them (the SIGTERM fault test caught one in three). actix-server before
// 2.9 could still drop one: a worker whose connection channel closed before
// the stop command reached it ended at once (actix-net #945); Cargo.lock holds 2.9.4.
#[actix_web::main]
async fn main() -> ExitCode {
    match telemetry::LogFormat::from_env() {
        Ok(format) => telemetry::init(format),
        Err(error) => {
            eprintln!("bad configuration: {error}");
            return ExitCode::FAILURE;
        }
    }
    let cli = Cli::parse();
    let printed = match cli.command {
        Some(Command::Openapi) => Some(shop_server::routes::openapi_document()),
        Some(Command::Texts) => Some(shop_server::responses::text::catalog_json().to_string()),
        Some(Command::Pages) => Some(serde_json::json!(shop_server::seo::app_pages::APP_PAGES).to_string()),
        _ => None,
    };
    if let Some(document) = printed {
        use std::io::Write;
        // A closed pipe (`| head`) is the reader's choice, not a failure.
        let _ = writeln!(std::io::stdout(), "{document}");
        return ExitCode::SUCCESS;
    }
    let settings = match Settings::from_env() {
        Ok(settings) => settings,
        Err(error) => {
            tracing::error!(%error, "bad configuration");
            return ExitCode::FAILURE;
        }
    };
    let outcome = match cli.command.unwrap_or(Command::Serve) {
        Command::Serve | Command::Openapi | Command::Texts | Command::Pages => serve(settings).await,
        Command::Seed {
            count,
            seed,
            if_empty,
            demo,
        } => seed_catalog(settings, count, seed, if_empty, demo).await,
        Command::MergeVariants { into, products } => merge_variants(settings, &into, &products).await,
        Command::RecountTallies => recount_tallies(settings).await,
        Command::Migrate { dry_run } => migrate(settings, dry_run).await,
        Command::Admin {
            action:
                AdminAction::Create {
                    email,
                    password_file,
                    first_name,
                },
        } => create_admin(settings, &email, &password_file, &first_name).await,
        Command::Admin {
            action: AdminAction::ResetPassword { email, password_file },
        } => reset_admin_password(settings, &email, &password_file).await,
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "stopped");
            ExitCode::FAILURE
        }
    }
}

async fn serve(settings: Settings) -> Result<(), Box<dyn std::error::Error>> {
    let host = settings.host.clone();
    let app = Application::build(settings).await?;
    let port = app.port();
    tracing::info!(
        allocator = ALLOCATOR_NAME,
        port,
        "the shop is ready at http://{host}:{port}"
    );
    app.run_until_stopped().await?;
    Ok(())
}

async fn merge_variants(settings: Settings, into: &str, products: &[String]) -> Result<(), Box<dyn std::error::Error>> {
    let id = |text: &str| ObjectId::parse_str(text).map_err(|_| format!("'{text}' is not a product id"));
    let phone = id(into)?;
    let products = products.iter().map(|p| id(p)).collect::<Result<Vec<_>, _>>()?;
    let repositories = Repositories::connect(&settings).await?;
    services::schema::bring_up_to_date(&repositories).await?;
    let merged = services::merges::merge(&repositories, phone, &products).await?;
    tracing::info!(phone = %merged.phone, variants = merged.variants.len(), "products merged into the phone's variants");
    Ok(())
}

/// The first line of `password_file`, or of standard input for `-`.
fn password_from(password_file: &str) -> Result<String, std::io::Error> {
    let text = if password_file == "-" {
        std::io::read_to_string(std::io::stdin())?
    } else {
        std::fs::read_to_string(password_file)?
    };
    Ok(text.lines().next().unwrap_or_default().to_owned())
}

async fn reset_admin_password(
    settings: Settings,
    email: &str,
    password_file: &str,
) -> Result<(), Box<dyn std::error::Error>> {
    let password = password_from(password_file)?;
    let repositories = Repositories::connect(&settings).await?;
    let hasher = PasswordHasher::new(settings.bcrypt_cost)?;
    let admin = services::admins::reset_password(&repositories, &hasher, email, &password, settings.session_lifetime)
        .await
        .map_err(|failure| failure.text().to_string())?;
    tracing::info!(admin = %admin.id, email, "new password set; every session of this admin is signed out");
    Ok(())
}

async fn create_admin(
    settings: Settings,
    email: &str,
    password_file: &str,
    first_name: &str,
) -> Result<(), Box<dyn std::error::Error>> {
    let password = password_from(password_file)?;
    let password = password.as_str();
    let repositories = Repositories::connect(&settings).await?;
    services::schema::bring_up_to_date(&repositories).await?;
    let hasher = PasswordHasher::new(settings.bcrypt_cost)?;
    let admin = services::admins::create(&repositories, &hasher, email, password, first_name)
        .await
        .map_err(|failure| failure.text().to_string())?;
    tracing::info!(admin = %admin.id, email, "admin made; it signs in with that password");
    Ok(())
}

async fn migrate(settings: Settings, dry_run: bool) -> Result<(), Box<dyn std::error::Error>> {
    use services::schema;
    use std::io::Write;
    let repositories = Repositories::connect(&settings).await?;
    let plan = schema::plan(&repositories).await?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "the database {} is at schema version {}; this release writes version {}",
        settings.database_name,
        plan.version,
        schema::latest()
    )?;
    if dry_run {
        for step in &plan.steps {
            writeln!(out, "would make step {}: {}", step.number, step.name)?;
        }
        if plan.steps.is_empty() {
            writeln!(out, "nothing to do")?;
        }
        return Ok(());
    }
    for step in schema::bring_up_to_date(&repositories).await? {
        writeln!(out, "made step {}: {}", step.number, step.name)?;
    }
    writeln!(
        out,
        "the database is at schema version {}",
        repositories.schema.version().await?
    )?;
    Ok(())
}

async fn recount_tallies(settings: Settings) -> Result<(), Box<dyn std::error::Error>> {
    let repositories = Repositories::connect(&settings).await?;
    services::dashboard::rebuild(&repositories).await?;
    tracing::info!("every order counted again into the dashboard's tallies");
    Ok(())
}

async fn seed_catalog(
    settings: Settings,
    count: u64,
    seed: u64,
    if_empty: bool,
    demo: bool,
) -> Result<(), Box<dyn std::error::Error>> {
    let repositories = Repositories::connect(&settings).await?;
    services::schema::bring_up_to_date(&repositories).await?;
    if if_empty && repositories.products.count().await? > 0 {
        tracing::info!("the catalog already has products; not adding any");
    } else {
        let report = demo::seed_catalog(&repositories, count, seed).await?;
        tracing::info!(
            inserted = report.inserted,
            already_present = report.already_present,
            "demo catalog seeded"
        );
    }
    if !demo {
        tracing::info!("no accounts written (pass --demo for the demo accounts)");
        return Ok(());
    }
    demo::seed_emi_plans(&repositories).await?;
    let hasher = PasswordHasher::new(settings.bcrypt_cost)?;
    if demo::seed_demo_accounts(&repositories, &hasher, seed).await? {
        tracing::info!(
            admin = demo::DEMO_ADMIN.0,
            customer = demo::DEMO_CUSTOMER.0,
            "demo accounts written"
        );
    }
    if let Some(history) = demo::seed_demo_history(&repositories, count, seed).await? {
        tracing::info!(
            orders = history.orders,
            reviews = history.reviews,
            days = history.days,
            "demo orders and reviews written"
        );
    }
    Ok(())
}
