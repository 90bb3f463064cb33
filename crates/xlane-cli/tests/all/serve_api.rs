//! `xlane serve` without a browser: the first line, the page, the API against the CLI's own
//! `--json` documents, the limits (413, 404, no path traversal, the time bound) and many
//! requests at once.

use super::serve_support::{request, xlane, xlane_json, Served};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

#[test]
fn first_line_names_a_free_port_on_the_loopback_address() {
    let s = Served::start(&[]);
    assert!(s.first_line.starts_with("listening on http://127.0.0.1:"), "{}", s.first_line);
    assert_eq!(s.first_line, format!("listening on http://{}/", s.addr));
    assert_ne!(s.addr.port(), 0);
    assert!(s.addr.ip().is_loopback());
}

#[test]
fn the_page_is_self_contained() {
    let s = Served::start(&[]);
    let r = s.get("/");
    assert_eq!(r.status, 200);
    assert!(r.header("content-type").unwrap_or("").starts_with("text/html"), "{:?}", r.headers);
    let page = r.text();
    // Nothing from another origin: no URL at all, no external script, style, font or image.
    for bad in ["http://", "https://", "src=", "@import", "url(", "<link rel=\"stylesheet\""] {
        assert!(!page.contains(bad), "the page contains `{bad}`");
    }
    // The processor list is filled in, the one of `xlane --json targets`.
    let targets = xlane_json(&["targets"]);
    assert!(page.contains(&format!("const TARGETS = {};", targets)), "the page does not carry `xlane --json targets`");
    // The policy lets only the page's own script run.
    let csp = r.header("content-security-policy").expect("a Content-Security-Policy");
    assert!(csp.contains("default-src 'none'") && csp.contains("script-src 'nonce-"), "{csp}");
    let nonce = csp.split("'nonce-").nth(1).and_then(|n| n.split('\'').next()).unwrap();
    assert!(page.contains(&format!("<script nonce=\"{nonce}\">")));
    // The controls the contract names.
    for id in [
        "<label for=\"source\">Source</label>",
        "<label for=\"target\">Target</label>",
        "<label for=\"wave\">Wave</label>",
        "<label for=\"exec\">Exec</label>",
        "<label for=\"emit\">Emit</label>",
    ] {
        assert!(page.contains(id), "missing {id}");
    }
    for b in ["Evaluate", "Explain", "Lower", "Synthesize"] {
        assert!(page.contains(&format!(">{b}</button>")), "missing the button {b}");
    }
}

/// Each API request and the command line it stands for.
fn cases() -> Vec<(&'static str, Value, Vec<&'static str>)> {
    let dpp = "__builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false)";
    vec![
        (
            "eval",
            json!({"source": "unsigned m = __ballot_sync(0xffffffff, lane & 1);", "target": "sm_90", "wave": 32, "exec": null, "emit": null}),
            vec!["eval", "--target", "sm_90", "--wave", "32", "unsigned m = __ballot_sync(0xffffffff, lane & 1);"],
        ),
        (
            "eval",
            json!({"source": "int v = lane; int u; int r = __builtin_amdgcn_readlane(v, 2) + u;", "target": "gfx942", "exec": "0xf"}),
            vec!["eval", "--target", "gfx942", "--exec", "0xf", "int v = lane; int u; int r = __builtin_amdgcn_readlane(v, 2) + u;"],
        ),
        (
            "eval",
            json!({"source": "unsigned long m = __builtin_amdgcn_ballot_w64(lane % 3 == 0); float f = lane * 0.1f;", "target": "gfx1100", "wave": 64}),
            vec!["eval", "--target", "gfx1100", "--wave", "64", "unsigned long m = __builtin_amdgcn_ballot_w64(lane % 3 == 0); float f = lane * 0.1f;"],
        ),
        ("explain", json!({"source": dpp, "target": "gfx942"}), vec!["explain", "--target", "gfx942", dpp]),
        (
            "explain",
            json!({"source": "__shfl_down_sync(0xffffffff, v, 3, 16)", "target": "sm_90", "exec": "0xfffffff0", "wave": 32}),
            vec!["explain", "--target", "sm_90", "--exec", "0xfffffff0", "--wave", "32", "__shfl_down_sync(0xffffffff, v, 3, 16)"],
        ),
        ("lower", json!({"source": dpp, "target": "gfx942", "emit": "asm"}), vec!["lower", "--target", "gfx942", "--emit", "asm", dpp]),
        (
            "lower",
            json!({"source": "__shfl_xor_sync(0xffffffff, v, 1, 32)", "target": "sm_90", "emit": "ptx", "exec": "0xff"}),
            vec!["lower", "--target", "sm_90", "--emit", "ptx", "__shfl_xor_sync(0xffffffff, v, 1, 32)"],
        ),
        (
            "lower",
            json!({"source": "__builtin_amdgcn_permlane64(v)", "target": "gfx1100", "wave": 64}),
            vec!["lower", "--target", "gfx1100", "--wave", "64", "__builtin_amdgcn_permlane64(v)"],
        ),
        ("synth", json!({"spec": "xor 1", "target": "sm_90"}), vec!["synth", "--target", "sm_90", "xor 1"]),
        // an empty option (as a form sends it) is an option not given
        ("eval", json!({"source": "int v = lane * 2;", "target": "sm_90", "exec": "", "wave": null, "emit": ""}), vec!["eval", "--target", "sm_90", "int v = lane * 2;"]),
        // refusals: a diagnostic, a usage error, an unknown target, an exec beyond the wave
        ("eval", json!({"source": "int v = nope;", "target": "sm_90"}), vec!["eval", "--target", "sm_90", "int v = nope;"]),
        ("explain", json!({"source": dpp, "target": "gfx1100"}), vec!["explain", "--target", "gfx1100", dpp]),
        ("eval", json!({"source": "int v = 1;"}), vec!["eval", "--", "int v = 1;"]),
        ("eval", json!({"source": "int v = 1;", "target": "gfx9999"}), vec!["eval", "--target", "gfx9999", "int v = 1;"]),
        ("eval", json!({"source": "int v = 1;", "target": "sm_90", "exec": "0x1ffffffff"}), vec!["eval", "--target", "sm_90", "--exec", "0x1ffffffff", "int v = 1;"]),
        (
            "lower",
            json!({"source": "__shfl_xor_sync(0xffffffff, v, 1, 32)", "target": "sm_90", "emit": "bogus"}),
            vec!["lower", "--target", "sm_90", "--emit", "bogus", "__shfl_xor_sync(0xffffffff, v, 1, 32)"],
        ),
        ("synth", json!({"spec": "reduce nope", "target": "gfx942"}), vec!["synth", "--target", "gfx942", "reduce nope"]),
    ]
}

#[test]
fn the_api_answers_what_the_cli_prints_under_json() {
    let s = Served::start(&[]);
    let tmp = crate::tmp::dir("serve-api");
    for (i, (endpoint, body, args)) in cases().into_iter().enumerate() {
        let mut args: Vec<String> = args.into_iter().map(String::from).collect();
        // explain's drawing: the CLI writes it with --svg, the API puts it in `svg`.
        let svg_file = tmp.join(format!("case{i}.svg"));
        if endpoint == "explain" {
            args.splice(1..1, ["--svg".to_string(), svg_file.display().to_string()]);
        }
        let mut all = vec!["--json".to_string()];
        all.extend(args.iter().cloned());
        let (code, out, err) = xlane(&all.iter().map(String::as_str).collect::<Vec<_>>());
        let cli: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}{err}"));
        let r = s.post(&format!("/api/{endpoint}"), &body);
        let mut api = r.json();
        assert_eq!(r.header("content-type"), Some("application/json"));
        if code == 0 {
            assert_eq!(r.status, 200, "{body}: {}", r.text());
            if endpoint == "explain" {
                let svg = api.as_object_mut().unwrap().remove("svg").expect("explain has `svg`");
                assert_eq!(svg.as_str(), Some(std::fs::read_to_string(&svg_file).unwrap().as_str()), "{body}: the drawing differs from --svg");
            }
        } else {
            assert_eq!(code, 2, "{args:?}");
            assert_eq!(r.status, 400, "{body}: {}", r.text());
            assert!(cli["error"]["kind"].is_string());
        }
        assert_eq!(api, cli, "POST /api/{endpoint} {body} differs from xlane --json {args:?}");
    }
}

#[test]
fn bad_bodies_are_refused_with_an_error_document() {
    let s = Served::start(&[]);
    let post = |body: &str| request(s.addr, "POST", "/api/eval", &[], body.as_bytes());
    for (body, says) in [
        ("not json", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        (r#"{"source": "int v = 1;", "target": "sm_90", "sauce": 1}"#, "`sauce`"),
        (r#"{"source": "int v = 1;", "target": ["sm_90"]}"#, "`target`"),
    ] {
        let r = post(body);
        assert_eq!(r.status, 400, "{body}");
        let e = &r.json()["error"];
        assert_eq!(e["kind"], "malformed", "{body}");
        assert!(e["message"].as_str().unwrap().contains(says), "{body}: {e}");
        assert!(e["help"].is_string());
    }
    // The text is the text: `@FILE` reads no file here.
    let r = s.post("/api/eval", &json!({"source": "@/etc/passwd", "target": "sm_90"}));
    assert_eq!(r.status, 400);
    assert!(!r.text().contains("root:"), "{}", r.text());
    // explain draws one call; a listing has no one drawing
    let r = s.post("/api/explain", &json!({"source": ".text\nv_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf\n", "target": "gfx942"}));
    assert_eq!((r.status, r.json()["error"]["kind"].as_str()), (400, Some("unsupported")));
}

#[test]
fn bodies_over_64_kib_get_413() {
    let s = Served::start(&[]);
    let limit = 64 << 10;
    // The declared length decides before anything is read.
    let r = request(s.addr, "POST", "/api/eval", &[], &vec![b' '; limit + 1]);
    assert_eq!(r.status, 413);
    assert_eq!(r.json()["error"]["kind"], "malformed");
    // A chunked body is counted as it comes.
    let mut chunked = Vec::new();
    for _ in 0..17 {
        chunked.extend_from_slice(format!("{:x}\r\n", 4096).as_bytes());
        chunked.extend(std::iter::repeat_n(b' ', 4096));
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    let r = request(s.addr, "POST", "/api/eval", &[("Transfer-Encoding", "chunked")], &chunked);
    assert_eq!(r.status, 413);
    // Exactly 64 KiB is read and answered.
    let mut body = json!({"source": "int v = lane;", "target": "sm_90"}).to_string().into_bytes();
    body.resize(limit, b' ');
    let r = request(s.addr, "POST", "/api/eval", &[], &body);
    assert_eq!(r.status, 200, "{}", r.text());
}

#[test]
fn unknown_paths_are_404_and_nothing_outside_is_served() {
    let s = Served::start(&[]);
    for target in [
        "/nope",
        "/api/nope",
        "/index.html",
        "/page.html",
        "/../../../../etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/..%2f..%2f..%2fetc%2fpasswd",
        "/api/../../Cargo.toml",
        "//etc/passwd",
        "/static/../../../etc/passwd",
        "/src/cmd/serve/page.html",
    ] {
        let r = s.get(target);
        assert_eq!(r.status, 404, "GET {target}");
        assert!(!r.text().contains("root:") && !r.text().contains("[package]"), "GET {target}: {}", r.text());
        assert!(r.json()["error"]["help"].as_str().unwrap().contains("/api/eval"), "GET {target}");
    }
    // The API is POST only.
    assert_eq!(s.get("/api/eval").status, 405);
}

#[test]
fn fifty_requests_at_once_are_all_answered() {
    let s = Served::start(&[]);
    let addr = s.addr;
    let threads: Vec<_> = (0..50u64)
        .map(|k| {
            std::thread::spawn(move || {
                let body = json!({"source": format!("unsigned long v = lane * {k};"), "target": "gfx942"});
                let r = request(addr, "POST", "/api/eval", &[], body.to_string().as_bytes());
                (k, r.status, r.json())
            })
        })
        .collect();
    for t in threads {
        let (k, status, doc) = t.join().unwrap();
        assert_eq!(status, 200, "request {k}: {doc}");
        let want: Vec<Value> = (0..64u64).map(|l| json!(l * k)).collect();
        assert_eq!(doc["vars"][0]["lanes"], Value::Array(want), "request {k}");
    }
    assert_eq!(s.get("/").status, 200, "the server is still alive");
}

#[test]
fn a_slow_search_answers_with_an_error_in_time_and_holds_up_nobody() {
    // `reduce add` on gfx942 searches for its whole 20 s budget; the server waits 2 s.
    let mut s = Served::start(&["--limit-secs", "2"]);
    let addr = s.addr;
    let slow = std::thread::spawn(move || {
        let t0 = Instant::now();
        let r = request(addr, "POST", "/api/synth", &[], json!({"spec": "reduce add", "target": "gfx942"}).to_string().as_bytes());
        (r, t0.elapsed())
    });
    std::thread::sleep(Duration::from_millis(200));
    let t0 = Instant::now();
    let r = s.post("/api/eval", &json!({"source": "int v = lane;", "target": "sm_90"}));
    assert_eq!(r.status, 200);
    assert!(t0.elapsed() < Duration::from_millis(1500), "an eval waited {:?} behind a search", t0.elapsed());
    let (r, took) = slow.join().unwrap();
    assert_eq!(r.status, 400, "{}", r.text());
    let e = &r.json()["error"];
    assert!(e["message"].as_str().unwrap().contains("did not finish within the server's limit of 2 s"), "{e}");
    assert!(e["help"].is_string());
    assert!(took < Duration::from_secs(5), "the search answered after {took:?}");
    assert!(s.alive());
    assert_eq!(s.post("/api/eval", &json!({"source": "int v = lane;", "target": "sm_90"})).status, 200, "the server still answers");
}

/// The `$ curl -s -d 'BODY' http://HOST:PORT/PATH` examples of docs/cli.md answer what the page
/// shows on the next line.
#[test]
fn the_documented_api_examples_answer_what_the_docs_show() {
    let s = Served::start(&[]);
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/cli.md")).unwrap();
    let lines: Vec<&str> = page.lines().collect();
    let mut checked = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("$ curl -s -d '") else { continue };
        let (body, url) = rest.split_once("' ").expect("BODY' URL");
        let path = url.trim().strip_prefix("http://").and_then(|u| u.find('/').map(|k| &u[k..])).expect("a URL");
        let r = request(s.addr, "POST", path, &[], body.as_bytes());
        assert_eq!(r.text(), lines[i + 1], "docs/cli.md:{}: POST {path} {body}", i + 1);
        checked += 1;
    }
    assert!(checked >= 1, "no API example found in docs/cli.md");
}
