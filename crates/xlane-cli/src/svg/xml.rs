//! A minimal SVG writer: elements with escaped attributes and text, written in call order so
//! the output is byte-for-byte deterministic (the gallery test compares files).

use std::fmt::Write;

/// An SVG document under construction.
#[derive(Default)]
pub struct Svg {
    out: String,
    depth: usize,
}

impl Svg {
    pub fn new() -> Svg {
        Svg::default()
    }

    /// Open `<name attrs…>`; close it with [`Svg::close`].
    pub fn open(&mut self, name: &str, attrs: &[(&str, String)]) {
        self.start_tag(name, attrs);
        self.out.push_str(">\n");
        self.depth += 1;
    }

    pub fn close(&mut self, name: &str) {
        self.depth -= 1;
        self.indent();
        let _ = writeln!(self.out, "</{name}>");
    }

    /// A childless element `<name attrs…/>`.
    pub fn empty(&mut self, name: &str, attrs: &[(&str, String)]) {
        self.start_tag(name, attrs);
        self.out.push_str("/>\n");
    }

    /// An element holding only text.
    pub fn text_elem(&mut self, name: &str, attrs: &[(&str, String)], text: &str) {
        self.start_tag(name, attrs);
        let _ = writeln!(self.out, ">{}</{name}>", escape(text));
    }

    /// An element with a `<title>` child (a tooltip in browsers, a description for tests).
    pub fn titled(&mut self, name: &str, attrs: &[(&str, String)], title: &str) {
        self.start_tag(name, attrs);
        let _ = writeln!(self.out, "><title>{}</title></{name}>", escape(title));
    }

    pub fn finish(self) -> String {
        self.out
    }

    fn start_tag(&mut self, name: &str, attrs: &[(&str, String)]) {
        self.indent();
        let _ = write!(self.out, "<{name}");
        for (k, v) in attrs {
            let _ = write!(self.out, " {k}=\"{}\"", escape(v));
        }
    }

    fn indent(&mut self) {
        for _ in 0..self.depth {
            self.out.push(' ');
        }
    }
}

/// Escape text for use in XML content or a double-quoted attribute.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            _ => o.push(c),
        }
    }
    o
}

/// Attribute list helper: `attrs![("x", 1), ("fill", "red")]` → `[(&str, String); 2]`.
macro_rules! attrs {
    ($(($k:expr, $v:expr)),* $(,)?) => {
        [$(($k, $v.to_string())),*]
    };
}
pub(crate) use attrs;

/// A number with at most one decimal, without a trailing `.0` (keeps files small and stable).
pub fn num(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}
