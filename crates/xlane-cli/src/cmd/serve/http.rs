//! The HTTP side: the connections (hyper's HTTP/1, with a deadline for each request's head and
//! a bound on how many are open), two kinds of route (the page, the API), everything else 404;
//! the body limit; the time bound; and the headers that keep the page to itself.

use super::api::{self, Endpoint};
use super::worker::{Failed, Workers};
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;
use xlane_core::diag::{Diag, DiagKind, Result};

/// The largest request body read.
pub const MAX_BODY_BYTES: usize = 64 << 10;

const PAGE: &str = include_str!("page.html");

struct Server {
    /// The page with the processor list and the script's nonce filled in.
    page: String,
    /// The `Content-Security-Policy` of the page: its own script only, no other origin.
    policy: HeaderValue,
    workers: Workers,
    /// Every API request is answered within this.
    limit: Duration,
}

/// A client has this long to send a request's head (a connection that never does is closed).
const HEAD_LIMIT: Duration = Duration::from_secs(10);
/// Connections open at once; one past this is closed at once.
const MAX_CONNECTIONS: usize = 1024;

pub async fn serve(listener: std::net::TcpListener, limit: Duration) -> Result<()> {
    let io = |e: std::io::Error| Diag::new(DiagKind::Io, format!("the server stopped: {e}"));
    listener.set_nonblocking(true).map_err(io)?;
    let listener = tokio::net::TcpListener::from_std(listener).map_err(io)?;
    let server = Arc::new(Server::new(limit));
    let mut routes = Router::new().route("/", get(page));
    for endpoint in Endpoint::ALL {
        routes = routes.route(&format!("/api/{}", endpoint.command()), post(move |State(s): State<Arc<Server>>, req: Request| api(s, endpoint, req)));
    }
    let app = routes.fallback(not_found).method_not_allowed_fallback(wrong_method).with_state(server);
    let open = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of file descriptors, say: wait for connections to close.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(permit) = open.clone().try_acquire_owned() else { continue };
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(HEAD_LIMIT)
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .await;
            drop(permit);
        });
    }
}

impl Server {
    fn new(limit: Duration) -> Server {
        // A nonce per process (the hasher's keys are random): the page's one script runs, and
        // nothing a result inserts into it can (an SVG's `onload`, say).
        let nonce = {
            use std::hash::{BuildHasher, Hasher};
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u64(std::process::id().into());
            format!("{:016x}", h.finish())
        };
        // `</` could end the script element early.
        let targets = crate::cmd::targets::to_json(None).to_string().replace("</", "<\\/");
        let page = PAGE.replace("{{NONCE}}", &nonce).replace("{{TARGETS}}", &targets);
        let policy = format!(
            "default-src 'none'; script-src 'nonce-{nonce}'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        );
        Server { page, policy: HeaderValue::from_str(&policy).unwrap_or(HeaderValue::from_static("default-src 'none'")), workers: Workers::new(), limit }
    }
}

async fn page(State(s): State<Arc<Server>>) -> Response {
    let mut r = Response::new(Body::from(s.page.clone()));
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    h.insert(header::CONTENT_SECURITY_POLICY, s.policy.clone());
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    r
}

/// One API request: the body (bounded in size and time), then the command on a worker.
async fn api(s: Arc<Server>, endpoint: Endpoint, req: Request) -> Response {
    let deadline = Instant::now() + s.limit;
    let body = match read_body(req, deadline).await {
        Ok(b) => b,
        Err((status, d)) => return refuse(status, d),
    };
    match s.workers.run(endpoint.is_slow(), deadline, move || api::answer(endpoint, &body)).await {
        Ok(Ok(doc)) => json(StatusCode::OK, &doc),
        Ok(Err(refusal)) => json(StatusCode::BAD_REQUEST, &refusal),
        Err(Failed::Late) => refuse(
            StatusCode::BAD_REQUEST,
            Diag::new(DiagKind::Unsupported, format!("`{}` did not finish within the server's limit of {} s per request", endpoint.command(), s.limit.as_secs()))
                .with_help(format!("ask for less (a smaller --width, a shorter snippet), or run `xlane {}` on the command line, which has no such limit", endpoint.command())),
        ),
        Err(Failed::Panicked(why)) => refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            Diag::new(DiagKind::Internal, format!("`{}` failed inside xlane: {why}", endpoint.command())).with_help("this is a bug in xlane; please report the request body"),
        ),
        Err(Failed::NoThread(e)) => refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            Diag::new(DiagKind::Io, format!("cannot start a thread for `{}`: {e}", endpoint.command())).with_help("try again when the server is less busy"),
        ),
    }
}

/// The body, refused with 413 past `MAX_BODY_BYTES` (by its declared length before reading
/// anything, else as it arrives) and with 400 when it is late.
async fn read_body(req: Request, deadline: Instant) -> std::result::Result<Vec<u8>, (StatusCode, Diag)> {
    let too_large = |size: Option<u64>| {
        let size = size.map_or_else(String::new, |n| format!(" ({n} bytes)"));
        (
            StatusCode::PAYLOAD_TOO_LARGE,
            Diag::malformed(format!("the request body{size} is larger than {MAX_BODY_BYTES} bytes, the limit for it")).with_help("send a shorter snippet"),
        )
    };
    let declared = req.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.trim().parse::<u64>().ok());
    if let Some(n) = declared.filter(|&n| n > MAX_BODY_BYTES as u64) {
        return Err(too_large(Some(n)));
    }
    let read = async {
        use http_body_util::BodyExt;
        let mut body = req.into_body();
        let mut bytes = Vec::new();
        while let Some(frame) = body.frame().await {
            let frame = frame.map_err(|e| (StatusCode::BAD_REQUEST, Diag::malformed(format!("the request body could not be read: {e}"))))?;
            if let Some(data) = frame.data_ref() {
                if bytes.len() + data.len() > MAX_BODY_BYTES {
                    return Err(too_large(None));
                }
                bytes.extend_from_slice(data);
            }
        }
        Ok(bytes)
    };
    tokio::time::timeout_at(deadline, read)
        .await
        .unwrap_or_else(|_| Err((StatusCode::BAD_REQUEST, Diag::malformed("the request body did not arrive in time"))))
}

async fn not_found(req: Request) -> Response {
    let endpoints: Vec<String> = Endpoint::ALL.iter().map(|e| format!("POST /api/{}", e.command())).collect();
    refuse(
        StatusCode::NOT_FOUND,
        Diag::malformed(format!("no such page: {} {}", req.method(), req.uri().path())).with_help(format!("the playground is GET /; the API is {}", endpoints.join(", "))),
    )
}

async fn wrong_method(req: Request) -> Response {
    let allowed = if req.uri().path() == "/" { "GET" } else { "POST" };
    let mut r = refuse(
        StatusCode::METHOD_NOT_ALLOWED,
        Diag::malformed(format!("{} {}: use {allowed}", req.method(), req.uri().path())).with_help(format!("send {allowed} {}", req.uri().path())),
    );
    r.headers_mut().insert(header::ALLOW, HeaderValue::from_static(allowed));
    r
}

fn refuse(status: StatusCode, d: Diag) -> Response {
    json(status, &crate::cmd::diag_json(&d))
}

fn json(status: StatusCode, doc: &Value) -> Response {
    let mut r = Response::new(Body::from(doc.to_string()));
    *r.status_mut() = status;
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    r.headers_mut().insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    r
}
