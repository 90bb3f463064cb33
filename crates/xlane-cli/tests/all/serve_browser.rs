//! `xlane serve` in a real browser: headless Chromium driven over WebDriver (chromedriver;
//! the protocol is JSON over HTTP, spoken here with the raw client of `serve_support`). The
//! test types, picks, clicks and reads the page as a person would, and compares what it shows
//! with what the CLI prints. It also takes the README's screenshot
//! (`XLANE_UPDATE_SCREENSHOT=1` writes docs/img/serve.png).
//!
//! Skips with a message when chromium or chromedriver is missing (`apt-get install chromium
//! chromium-driver`), and fails instead under XLANE_REQUIRE_ORACLES=1, as CI runs.

use super::serve_support::{request, xlane, Served};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

fn find_program(names: &[&str]) -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).flat_map(|d| names.iter().map(move |n| d.join(n))).find(|p| p.is_file())
}

/// chromedriver on a free port, and one headless Chromium session; both end when dropped.
struct Browser {
    driver: Child,
    addr: SocketAddr,
    session: String,
}

impl Browser {
    fn start(chromium: &std::path::Path, chromedriver: &std::path::Path) -> Browser {
        let mut driver = Command::new(chromedriver)
            .arg("--port=0")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let mut out = BufReader::new(driver.stdout.take().unwrap());
        let mut port = None;
        let mut line = String::new();
        while port.is_none() && out.read_line(&mut line).unwrap_or(0) > 0 {
            // "ChromeDriver was started successfully on port 40123."
            port = line.split("started successfully on port ").nth(1).and_then(|p| p.trim().trim_end_matches('.').parse::<u16>().ok());
            line.clear();
        }
        let addr = SocketAddr::from(([127, 0, 0, 1], port.expect("chromedriver's port")));
        // Keep reading its output, so that it never blocks on a full pipe.
        std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
        let caps = json!({"capabilities": {"alwaysMatch": {"goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1440,1150", "--hide-scrollbars", "--force-device-scale-factor=1"],
        }}}});
        let mut b = Browser { driver, addr, session: String::new() };
        let v = b.call("POST", "/session", &caps);
        b.session = v["sessionId"].as_str().expect("a session id").to_string();
        b
    }

    /// One WebDriver command; its `value`. A WebDriver error fails the test with its message.
    fn call(&self, method: &str, path: &str, body: &Value) -> Value {
        let body = if method == "GET" || method == "DELETE" { vec![] } else { body.to_string().into_bytes() };
        let r = request(self.addr, method, path, &[("Content-Type", "application/json")], &body);
        let v: Value = serde_json::from_slice(&r.body).unwrap_or(Value::Null);
        assert!(r.status == 200, "WebDriver {method} {path}: {} {}", r.status, r.text());
        v["value"].clone()
    }

    fn cmd(&self, method: &str, what: &str, body: Value) -> Value {
        self.call(method, &format!("/session/{}/{what}", self.session), &body)
    }

    fn goto(&self, url: &str) {
        self.cmd("POST", "url", json!({"url": url}));
    }

    fn url(&self) -> String {
        self.cmd("GET", "url", Value::Null).as_str().unwrap().to_string()
    }

    fn find(&self, css: &str) -> String {
        let v = self.cmd("POST", "element", json!({"using": "css selector", "value": css}));
        v[ELEMENT].as_str().unwrap_or_else(|| panic!("no element {css}: {v}")).to_string()
    }

    fn on(&self, el: &str, what: &str) -> Value {
        self.cmd("GET", &format!("element/{el}/{what}"), Value::Null)
    }

    fn click(&self, css: &str) {
        let el = self.find(css);
        self.cmd("POST", &format!("element/{el}/click"), json!({}));
    }

    fn clear(&self, css: &str) -> String {
        let el = self.find(css);
        self.cmd("POST", &format!("element/{el}/clear"), json!({}));
        el
    }

    fn type_into(&self, css: &str, text: &str) {
        let el = self.clear(css);
        self.cmd("POST", &format!("element/{el}/value"), json!({"text": text}));
    }

    /// Pick an option of a select by clicking it, as a person would.
    fn pick(&self, select: &str, value: &str) {
        self.click(&format!("{select} option[value=\"{value}\"]"));
    }

    /// Fill in the target and the source, then press a button (`eval`, `explain`, …).
    fn ask(&self, target: &str, source: &str, action: &str) {
        self.pick("#target", target);
        self.type_into("#source", source);
        self.click(&format!("#run-{action}"));
    }

    fn script(&self, js: &str) -> Value {
        self.cmd("POST", "execute/sync", json!({"script": js, "args": []}))
    }

    /// Wait until `js` (an expression) is truthy.
    fn wait(&self, what: &str, js: &str) {
        let t0 = Instant::now();
        while !self.script(&format!("return !!({js});")).as_bool().unwrap_or(false) {
            assert!(t0.elapsed() < Duration::from_secs(60), "waited a minute for {what}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Every cell of the result table, by column: `{header: [lane 0, lane 1, …]}`.
    fn table(&self) -> Vec<(String, Vec<String>)> {
        let v = self.script(
            "const t = document.querySelector('#result table');
             const heads = [...t.tHead.rows[0].cells].map(c => c.firstChild.textContent);
             return heads.map((h, i) => [h, [...t.tBodies[0].rows].map(r => r.cells[i].textContent)]);",
        );
        serde_json::from_value(v).unwrap()
    }

    fn column(&self, head: &str) -> Vec<String> {
        let t = self.table();
        t.iter()
            .find(|(h, _)| h == head)
            .unwrap_or_else(|| panic!("no column {head:?} in {:?}", t.iter().map(|c| &c.0).collect::<Vec<_>>()))
            .1
            .clone()
    }

    fn screenshot(&self) -> Vec<u8> {
        base64(self.cmd("GET", "screenshot", Value::Null).as_str().unwrap())
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = request(self.addr, "DELETE", &format!("/session/{}", self.session), &[], b"");
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn base64(s: &str) -> Vec<u8> {
    let digit = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let clean: Vec<u8> = s.bytes().filter(|&c| c != b'=' && !c.is_ascii_whitespace()).map(digit).collect();
    clean
        .chunks(4)
        .flat_map(|q| {
            let n = q.iter().enumerate().fold(0u32, |n, (i, &d)| n | (d as u32) << (18 - 6 * i));
            [(n >> 16) as u8, (n >> 8) as u8, n as u8].into_iter().take(q.len() - 1)
        })
        .collect()
}

/// The cells `xlane eval` prints for each variable: `TYPE NAME = X in every lane` (every lane
/// of `exec`; `·` elsewhere), or rows of `  0-15 │ a b c …`.
fn cli_cells(text: &str, wave: usize, exec: u64) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = vec![];
    for line in text.lines().skip(1) {
        if let Some((head, v)) = line.split_once(" = ").filter(|_| line.ends_with(" in every lane")) {
            let v = v.trim_end_matches(" in every lane");
            out.push((head.to_string(), (0..wave).map(|l| if exec >> l & 1 == 1 { v.to_string() } else { "·".to_string() }).collect()));
        } else if let Some(head) = line.strip_suffix(':').filter(|_| !line.starts_with(' ')) {
            out.push((head.to_string(), vec![]));
        } else if let Some((_, cells)) = line.split_once('│') {
            out.last_mut().unwrap().1.extend(cells.split_whitespace().map(String::from));
        }
    }
    out
}

#[test]
fn the_page_works_in_a_browser() {
    let (Some(chromium), Some(chromedriver)) = (find_program(&["chromium", "chromium-browser", "google-chrome"]), find_program(&["chromedriver"])) else {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "chromium or chromedriver not found, and XLANE_REQUIRE_ORACLES=1 requires them");
        eprintln!("skipping the browser test of `xlane serve`: chromium or chromedriver is not installed (apt-get install chromium chromium-driver)");
        return;
    };
    let mut server = Served::start(&[]);
    let b = Browser::start(&chromium, &chromedriver);
    let home = server.url();
    b.goto(&home);
    b.wait("the page", "document.querySelector('#target option')");

    // The controls have the names and roles the contract gives them.
    for (css, role, name) in [
        ("#source", "textbox", "Source"),
        ("#target", "combobox", "Target"),
        ("#wave", "combobox", "Wave"),
        ("#exec", "textbox", "Exec"),
        ("#emit", "combobox", "Emit"),
        ("#run-eval", "button", "Evaluate"),
        ("#run-explain", "button", "Explain"),
        ("#run-lower", "button", "Lower"),
        ("#run-synth", "button", "Synthesize"),
    ] {
        let el = b.find(css);
        assert_eq!(b.on(&el, "computedlabel").as_str(), Some(name), "{css}");
        assert_eq!(b.on(&el, "computedrole").as_str(), Some(role), "{css}");
    }
    // Every target of `xlane targets` is offered.
    let targets: Vec<String> = serde_json::from_value(b.script("return [...document.querySelectorAll('#target option')].map(o => o.value);")).unwrap();
    let (_, listed, _) = xlane(&["targets"]);
    let names: Vec<String> = listed.lines().map(|l| l.split_whitespace().next().unwrap().to_string()).collect();
    assert_eq!(targets, names);

    // Evaluate: a ballot of the odd lanes is 0xaaaaaaaa in every lane (bit k = lane k).
    b.ask("sm_90", "unsigned m = __ballot_sync(0xffffffff, lane & 1);", "eval");
    b.wait("the lane table", "document.querySelector('#result table')");
    assert_eq!(b.column("unsigned m"), vec!["0xaaaaaaaa"; 32]);
    assert_eq!(b.column("lane"), (0..32).map(|l| l.to_string()).collect::<Vec<_>>());

    // The address holds the state: a copied link shows the same result without a click.
    let link = b.url();
    assert!(link.contains("action=eval") && link.contains("target=sm_90"), "{link}");
    b.goto("about:blank");
    b.goto(&link);
    b.wait("the linked result", "document.querySelector('#result table')");
    assert_eq!(b.column("unsigned m"), vec!["0xaaaaaaaa"; 32]);
    assert_eq!(b.script("return document.querySelector('#source').value;"), "unsigned m = __ballot_sync(0xffffffff, lane & 1);");
    assert_eq!(b.script("return document.querySelector('#target').value;"), "sm_90");

    // Ctrl-Enter runs the last action again: every second pair of lanes is 0xcccccccc.
    b.type_into("#source", "unsigned m = __ballot_sync(0xffffffff, lane & 2);");
    let src = b.find("#source");
    b.cmd("POST", &format!("element/{src}/value"), json!({"text": "\u{E009}\u{E007}\u{E009}"}));
    b.wait("the new result", "document.querySelector('#result td') && document.querySelector('#result td').textContent === '0xcccccccc'");

    // Values as `xlane eval` prints them, floats and an exec mask included.
    let snippet = "float f = lane * 0.1f - 1.5f; double d = 1.0 / (lane + 1); float big = lane * 1e15f; float tiny = lane * 1e-5f; __half h = lane * 0.3f; __bf16 q = lane * 7.1f; float n = -0.0f * lane; float z = 1.0f / (lane - lane); float nan = 0.0f / (lane - lane); long s = -lane * 100000;";
    b.type_into("#exec", "0xfffffff0");
    b.ask("sm_90", snippet, "eval");
    b.wait("the float table", "document.querySelector('#result th') && [...document.querySelectorAll('#result thead th')].some(t => t.textContent.startsWith('float f'))");
    let (_, text, _) = xlane(&["eval", "--target", "sm_90", "--exec", "0xfffffff0", snippet]);
    let cli = cli_cells(&text, 32, 0xfffffff0);
    assert_eq!(cli.len(), 10, "{text}");
    for (head, cells) in &cli {
        assert_eq!(&b.column(head), cells, "the column {head} differs from `xlane eval`:\n{text}");
    }
    b.clear("#exec");

    // Explain: the table of sources beside the drawing `xlane explain --svg` makes.
    let dpp = "__builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false)";
    b.ask("gfx942", dpp, "explain");
    b.wait("the drawing", "document.querySelector('#result svg')");
    // row_bcast:15 with row_mask 0xa: rows 1 and 3 receive lane 15 of the row before; rows 0
    // and 2 are masked off and keep `old` (100 + lane id as placeholder data).
    let from = b.column("from");
    let ret = b.column("ret (i32)");
    for l in 0..64 {
        let (want_from, want_ret) = match l / 16 {
            1 => ("v[15]".to_string(), "15".to_string()),
            3 => ("v[47]".to_string(), "47".to_string()),
            _ => ("old".to_string(), (100 + l).to_string()),
        };
        assert_eq!((&from[l], &ret[l]), (&want_from, &want_ret), "lane {l}");
    }
    let tmp = crate::tmp::dir("serve-browser");
    let file = tmp.join("drawing.svg");
    let (code, _, _) = xlane(&["explain", "--target", "gfx942", "--svg", file.to_str().unwrap(), dpp]);
    assert_eq!(code, 0);
    let svg = std::fs::read_to_string(&file).unwrap();
    let view_box = svg.split("viewBox=\"").nth(1).unwrap().split('"').next().unwrap();
    assert_eq!(b.script("return document.querySelector('#result svg').getAttribute('viewBox');"), view_box);
    assert_eq!(b.script("return document.querySelectorAll('#result svg text').length;"), json!(svg.matches("<text").count()));
    let shown = b.script("const r = document.querySelector('#result svg').getBoundingClientRect(); return [r.width, r.height];");
    assert!(shown[0].as_f64().unwrap() > 300.0 && shown[1].as_f64().unwrap() > 100.0, "the drawing is {shown}");
    // Table and drawing side by side on a wide window.
    let beside = b.script("const t = document.querySelector('#result .scroll').getBoundingClientRect(), f = document.querySelector('#result .figure').getBoundingClientRect(); return t.right <= f.left && t.top === f.top;");
    assert_eq!(beside, true);
    if std::env::var("XLANE_UPDATE_SCREENSHOT").as_deref() == Ok("1") {
        let png = b.screenshot();
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/img/serve.png"), png).unwrap();
    }

    // Lower: the PTX of a shuffle, as `xlane lower` prints it.
    let shfl = "__shfl_xor_sync(0xffffffff, v, 1, 32)";
    b.pick("#emit", "ptx");
    b.ask("sm_90", shfl, "lower");
    b.wait("the code", "document.querySelector('#result pre')");
    let (_, ptx, _) = xlane(&["lower", "--target", "sm_90", "--emit", "ptx", shfl]);
    assert_eq!(b.script("return document.querySelector('#result pre').textContent;"), ptx.as_str());

    // A diagnostic: the terminal's text, in an alert.
    b.ask("gfx1100", dpp, "explain");
    b.wait("the diagnostic", "document.querySelector('[role=alert]')");
    let (code, _, err) = xlane(&["explain", "--target", "gfx1100", dpp]);
    assert_eq!(code, 2);
    let alert = b.script("return document.querySelector('[role=alert]').textContent;");
    assert!(alert.as_str().unwrap().starts_with("error[illegal-value]: ") && alert.as_str().unwrap().contains("\n  help: "), "{alert}");
    assert_eq!(alert.as_str().unwrap(), err.trim_end());

    // Synthesize reads its spec from the source.
    b.ask("sm_90", "xor 1", "synth");
    b.wait("the sequence", "document.querySelector('#result ol.steps')");
    let want: Vec<String> = super::serve_support::xlane_json(&["synth", "--target", "sm_90", "xor 1"])["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["text"].as_str().unwrap().to_string())
        .collect();
    let steps: Vec<String> = serde_json::from_value(b.script("return [...document.querySelectorAll('#result ol.steps li')].map(li => li.textContent);")).unwrap();
    assert_eq!(steps.len(), want.len());
    for (shown, want) in steps.iter().zip(&want) {
        assert!(shown.starts_with(want.as_str()), "{shown} / {want}");
    }

    // Every ready example runs without a refusal.
    let examples: Vec<String> = serde_json::from_value(b.script("return [...document.querySelectorAll('#example option')].map(o => o.value).filter(v => v);")).unwrap();
    assert!(examples.len() >= 10);
    for x in &examples {
        b.pick("#example", x);
        b.wait("the example's result", "document.querySelector('#result').children.length && !document.querySelector('button:disabled')");
        let alert = b.script("const a = document.querySelector('[role=alert]'); return a && a.textContent;");
        assert_eq!(alert, Value::Null, "example {x}");
    }

    // Nothing but the page and its API was loaded.
    let loaded: Vec<String> = serde_json::from_value(b.script("return performance.getEntriesByType('resource').map(e => e.name);")).unwrap();
    for u in &loaded {
        assert!(u.starts_with(&format!("{home}api/")), "the page loaded {u}");
    }
    assert!(server.alive());
}
