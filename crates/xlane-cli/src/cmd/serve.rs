//! `xlane serve [--host ADDR] [--port N]`: a local web playground over the same commands.
//!
//! ```text
//! GET  /            the page (page.html, embedded; plain JavaScript, nothing external)
//! POST /api/CMD     a JSON body ─► api: the command line `xlane --json CMD …` ─► the CLI's
//!                   own functions ─► the CLI's JSON document (200) or its error (400)
//! ```
//!
//! http: routing, the body limit and the time bound; worker: the commands run on threads of
//! their own, so that a slow one answers late but never holds up another.

mod api;
mod http;
mod worker;

use xlane_core::diag::{Diag, DiagKind, Result};

#[derive(clap::Args)]
pub struct Args {
    /// The address to listen on. Only this machine can connect to the default; another
    /// address (0.0.0.0) lets other machines use the playground.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
    /// The port; 0 picks a free one (the first line printed says which).
    #[arg(long, default_value_t = 7070)]
    pub port: u16,
    /// Seconds a request may take before it is answered with an error (at most 60). A slow
    /// search goes on unseen until its own budget ends, but nobody waits for it.
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u64).range(1..=60))]
    pub limit_secs: u64,
}

pub fn run(a: &Args, _json: bool) -> Result<i32> {
    let listener = std::net::TcpListener::bind((a.host.as_str(), a.port))
        .map_err(|e| Diag::new(DiagKind::Io, format!("cannot listen on {}:{}: {e}", a.host, a.port)).with_help("pick another port with --port N, or --port 0 for a free one"))?;
    let addr = listener.local_addr().map_err(|e| Diag::new(DiagKind::Io, format!("cannot read the listening address: {e}")))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Diag::new(DiagKind::Io, format!("cannot start the server's threads: {e}")))?;
    // The first line is the contract: scripts wait for it to learn the port.
    outln!("listening on http://{addr}/");
    runtime.block_on(http::serve(listener, std::time::Duration::from_secs(a.limit_secs)))?;
    Ok(0)
}
