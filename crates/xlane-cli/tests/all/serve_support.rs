//! For the `xlane serve` tests: a running server, and a plain HTTP/1.1 client on a raw socket
//! (the tests send what no client library would: `/../` paths, lying lengths), which also
//! speaks to chromedriver.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// `xlane serve --port 0 …`, killed when dropped.
pub struct Served {
    child: Child,
    pub addr: SocketAddr,
    pub first_line: String,
}

impl Served {
    pub fn start(extra: &[&str]) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xlane"))
            .args(["serve", "--port", "0"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start xlane serve");
        let mut first_line = String::new();
        BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut first_line).expect("read the first line");
        let first_line = first_line.trim_end_matches('\n').to_string();
        let addr = first_line
            .strip_prefix("listening on http://")
            .and_then(|r| r.strip_suffix('/'))
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("first line is not `listening on http://HOST:PORT/`: {first_line:?}"));
        Served { child, addr, first_line }
    }

    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Still running (not exited)?
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    pub fn post(&self, path: &str, body: &Value) -> Reply {
        request(self.addr, "POST", path, &[("Content-Type", "application/json")], body.to_string().as_bytes())
    }

    pub fn get(&self, path: &str) -> Reply {
        request(self.addr, "GET", path, &[], b"")
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text()))
    }
}

/// One request on a fresh connection (`Connection: close`); the request target is sent as
/// given. A body is sent with its length unless a header says `Transfer-Encoding`.
pub fn request(addr: SocketAddr, method: &str, target: &str, headers: &[(&str, &str)], body: &[u8]) -> Reply {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    let mut head = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("transfer-encoding") || k.eq_ignore_ascii_case("content-length")) && (method != "GET" || !body.is_empty()) {
        head.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes()).expect("send the head");
    // A server that refuses early may close before the whole body is sent.
    let _ = s.write_all(body);
    read_reply(&mut BufReader::new(s))
}

/// The reply: its head, then a body of `Content-Length` bytes, in chunks, or up to the close
/// (some servers keep the connection open whatever the request said).
fn read_reply(r: &mut impl BufRead) -> Reply {
    let mut head = vec![];
    while !head.ends_with(b"\r\n\r\n") {
        let mut line = vec![];
        if r.read_until(b'\n', &mut line).unwrap_or(0) == 0 {
            break;
        }
        head.extend(line);
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines.next().and_then(|l| l.split(' ').nth(1)).and_then(|c| c.parse().ok()).unwrap_or_else(|| panic!("no status line in {head:?}"));
    let headers: Vec<(String, String)> = lines.filter_map(|l| l.split_once(':')).map(|(k, v)| (k.trim().to_string(), v.trim().to_string())).collect();
    let find = |name: &str| headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone());
    let mut body = vec![];
    if find("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        loop {
            let mut size = String::new();
            r.read_line(&mut size).expect("a chunk size");
            let n = usize::from_str_radix(size.split(';').next().unwrap_or("").trim(), 16).unwrap_or(0);
            if n == 0 {
                break;
            }
            let mut chunk = vec![0; n + 2];
            r.read_exact(&mut chunk).expect("a chunk");
            body.extend_from_slice(&chunk[..n]);
        }
    } else if let Some(n) = find("content-length").and_then(|v| v.parse::<usize>().ok()) {
        body.resize(n, 0);
        r.read_exact(&mut body).expect("the body");
    } else {
        let _ = r.read_to_end(&mut body);
    }
    Reply { status, headers, body }
}

/// `xlane ARGS`: exit status and stdout, stderr.
pub fn xlane(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().expect("run xlane");
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

/// `xlane --json ARGS` parsed.
pub fn xlane_json(args: &[&str]) -> Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let (_, out, err) = xlane(&all);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("xlane {args:?}: not JSON ({e}): {out}{err}"))
}
