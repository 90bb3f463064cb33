//! Lane diagrams: an SVG picture of cross-lane calls on one wave.
//!
//! Source lanes are drawn on top, destination lanes below, one line of lanes grouped into the
//! 16-lane hardware rows and 4-lane banks. An arrow runs from the source lane of each
//! destination lane, drawn from the [`Route`](xlane_core::semantics::Route) the semantics
//! recorded (never recomputed here), so the picture cannot disagree with the numbers. Lanes
//! that got no plain copy (zero, kept `old`, masked, undefined, inactive) each have their own
//! look and a tag naming the reason; a legend lists what the picture uses.
//!
//! Every arrow carries `data-src`/`data-dst` and every destination cell `data-lane`,
//! `data-origin` (and `data-src`, `data-reason` where they apply), so tests and tools can
//! read the diagram back.

mod adapt;
mod caption;
pub mod gallery;
mod layout;
mod panel;
mod style;
mod values;
mod xml;

use xlane_core::registry::Builtin;
use xlane_core::{Arg, CallResult, ElemTy, Target};

pub use adapt::{from_run, write_file};
use layout::{Grid, LEFT};
use panel::{Panel, Used};
use style::Look;
use xml::{attrs, num, Svg};

/// One evaluated call to draw.
pub struct CallView<'a> {
    /// The call as the user wrote it.
    pub text: &'a str,
    pub result: &'a CallResult,
    /// The arguments it was evaluated with (values per lane, constants).
    pub args: &'a [Arg],
    /// What the user wrote for each argument (`v`, `old`), used to label the source strips;
    /// empty or shorter than `args`: the registry's parameter names are used.
    pub labels: &'a [String],
    /// The lanes that executed this call (a call inside an `if` runs on fewer lanes).
    pub exec: u64,
}

/// A wave and the calls evaluated on it, in order. One call makes a single diagram; several
/// (an `eval` snippet) make one panel per call.
pub struct Scene<'a> {
    pub target: &'a Target,
    pub wave: u32,
    /// The wave's exec mask at the start (each call carries its own).
    pub exec: u64,
    pub calls: &'a [CallView<'a>],
}

/// Render the scene as a standalone SVG document.
pub fn render(scene: &Scene) -> String {
    let grid = Grid { wave: scene.wave, amd: scene.target.is_amd() };
    let mut body = Svg::new();
    let mut used = Used::default();
    let mut y = 8.0;
    if scene.calls.len() != 1 {
        let n = scene.calls.len();
        y = text_line(&mut body, y, "title", &format!("{n} cross-lane call{}", if n == 1 { "" } else { "s" }));
        y = text_line(&mut body, y, "sub", &caption::wave_line(scene.target, scene.wave, scene.exec));
    }
    for (i, call) in scene.calls.iter().enumerate() {
        y = call_header(&mut body, scene, call, i, y, width(grid));
        let params = params_of(call.result.builtin, call.result.ty);
        let labels = strip_labels(&params, call.labels);
        for output in &call.result.outputs {
            let p = Panel { grid, exec: call.exec, output, args: call.args, params: &params, labels: &labels, call: i };
            y = p.draw(&mut body, y, &mut used);
        }
        y += 10.0;
    }
    y = legend(&mut body, &used, y, grid);

    let (w, h) = (width(grid), y + 8.0);
    let mut svg = Svg::new();
    svg.open(
        "svg",
        &attrs![
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", num(w)),
            ("height", num(h)),
            ("viewBox", format!("0 0 {} {}", num(w), num(h))),
            ("font-family", "DejaVu Sans, Verdana, sans-serif"),
        ],
    );
    defs(&mut svg);
    svg.empty("rect", &attrs![("width", num(w)), ("height", num(h)), ("fill", "#ffffff")]);
    let mut out = svg.finish();
    out.push_str(&body.finish());
    out.push_str("</svg>\n");
    out
}

/// Drawing width: the lanes, but never so narrow that the caption has no room.
fn width(grid: Grid) -> f64 {
    grid.width().max(760.0)
}

fn params_of(b: &Builtin, ty: ElemTy) -> Vec<(&'static str, ElemTy)> {
    b.params.iter().map(|p| (p.name, b.resolve(p.ty, Some(ty)))).collect()
}

/// A strip is labelled with what the user wrote when that was a name (`v`), else with the
/// parameter's name (`src`).
fn strip_labels(params: &[(&'static str, ElemTy)], written: &[String]) -> Vec<String> {
    params
        .iter()
        .enumerate()
        .map(|(i, (name, _))| match written.get(i) {
            Some(w) if w != name && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !w.starts_with(|c: char| c.is_ascii_digit()) => w.clone(),
            _ => name.to_string(),
        })
        .collect()
}

/// The call in code, the wave it ran on, its controls in words, and what the builtin does.
fn call_header(svg: &mut Svg, scene: &Scene, call: &CallView, index: usize, y: f64, width: f64) -> f64 {
    let b = call.result.builtin;
    let multi = scene.calls.len() > 1;
    let text = if multi { format!("{}. {}", index + 1, call.text) } else { call.text.to_string() };
    let mut y = text_line(svg, y, if multi { "h1" } else { "title" }, &text);
    if !multi || call.exec != scene.exec {
        y = text_line(svg, y, "sub", &caption::wave_line(scene.target, scene.wave, call.exec));
    }
    let c = caption::controls(b, call.args, call.exec, scene.target, scene.wave);
    if let Some(settings) = c.settings {
        y = text_line(svg, y, "ctrl", &settings);
    }
    if let Some(m) = c.meaning {
        y = text_line(svg, y, "sub", &m);
    }
    // Italic 12px text averages about 6.4px a character.
    let per_line = ((width - 16.0) / 6.4) as usize;
    for line in caption::wrap(&format!("{}  [source: {}]", b.doc, b.source), per_line) {
        y = text_line(svg, y - 3.0, "doc", &line);
    }
    y + 4.0
}

fn text_line(svg: &mut Svg, y: f64, class: &str, text: &str) -> f64 {
    let size = match class {
        "title" => 17.0,
        "h1" => 15.0,
        _ => 13.0,
    };
    let y = y + size + 5.0;
    svg.text_elem("text", &attrs![("x", num(8.0)), ("y", num(y)), ("class", class)], text);
    y
}

/// Markers (one arrowhead per row colour), the hatch of masked lanes, the undefined pattern,
/// and the style sheet.
fn defs(svg: &mut Svg) {
    svg.open("defs", &[]);
    for r in 0..style::ROWS {
        svg.open("marker", &attrs![("id", format!("head{r}")), ("viewBox", "0 0 8 8"), ("refX", 8), ("refY", 4), ("markerWidth", 6), ("markerHeight", 6), ("orient", "auto")]);
        svg.empty("path", &attrs![("d", "M0,0 L8,4 L0,8 z"), ("fill", style::row_colour_of_row(r))]);
        svg.close("marker");
    }
    svg.open("pattern", &attrs![("id", "hatch"), ("width", 6), ("height", 6), ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)")]);
    svg.empty("rect", &attrs![("width", 6), ("height", 6), ("fill", "#ffe49a")]);
    svg.empty("rect", &attrs![("width", 2), ("height", 6), ("fill", "#e3be5c")]);
    svg.close("pattern");
    svg.open("pattern", &attrs![("id", "undef"), ("width", 6), ("height", 6), ("patternUnits", "userSpaceOnUse")]);
    svg.empty("rect", &attrs![("width", 6), ("height", 6), ("fill", "#d4d4d4")]);
    svg.empty("path", &attrs![("d", "M0,0 L6,6 M6,0 L0,6"), ("stroke", "#b4b4b4"), ("stroke-width", 0.8)]);
    svg.close("pattern");
    svg.text_elem("style", &[], STYLE);
    svg.close("defs");
}

const STYLE: &str = "
text { fill: #222222; }
.title { font: bold 17px 'DejaVu Sans Mono', monospace; }
.h1 { font: bold 15px 'DejaVu Sans Mono', monospace; }
.sub { font-size: 13px; }
.ctrl { font: 13px 'DejaVu Sans Mono', monospace; fill: #0b4f8a; }
.doc { font-size: 12px; font-style: italic; fill: #555555; }
.h2 { font-size: 13px; font-weight: bold; }
.row { font-size: 11px; font-weight: bold; text-anchor: middle; }
.bank { font-size: 9px; fill: #777777; text-anchor: middle; }
.lane { font-size: 9px; fill: #666666; text-anchor: middle; }
.strip { font: bold 12px 'DejaVu Sans Mono', monospace; text-anchor: end; }
.val { font: 10px 'DejaVu Sans Mono', monospace; text-anchor: middle; }
.from { font-size: 9px; fill: #333333; text-anchor: middle; }
.tag { font-size: 8px; font-weight: bold; letter-spacing: -0.3px; fill: #a0300e; text-anchor: middle; }
.legend { font-size: 12px; }
.operand { font: 9px 'DejaVu Sans Mono', monospace; fill: #0b4f8a; text-anchor: middle; }
.off { fill: #aaaaaa; }
.oplabel { font: 10px 'DejaVu Sans Mono', monospace; fill: #0b4f8a; text-anchor: end; }
.rownote { font-size: 11px; font-weight: bold; fill: #8a5a00; text-anchor: middle; }
.note { font-size: 12px; font-style: italic; fill: #a0300e; }
rect.src, rect.dst, rect.key { stroke: #555555; stroke-width: 0.8; }
rect[data-origin=\"zero\"] { stroke: #16324f; stroke-width: 2.4; }
";

/// The legend: each look the picture uses, the reason tags it prints, and the row colours.
fn legend(svg: &mut Svg, used: &Used, y: f64, grid: Grid) -> f64 {
    let mut y = y + 6.0;
    svg.text_elem("text", &attrs![("x", num(8.0)), ("y", num(y + 12.0)), ("class", "h2")], "Legend");
    y += 20.0;
    let old = if used.kept.is_empty() { "old".to_string() } else { used.kept.join("`/`") };
    for look in Look::ALL.iter().filter(|l| used.looks.contains(l)) {
        let mut a = attrs![("class", "key"), ("x", num(LEFT - 40.0)), ("y", num(y)), ("width", 22), ("height", 14), ("fill", look.fill()), ("data-origin", look.slug())].to_vec();
        if look.dashed() {
            a.push(("stroke-dasharray", "3,2".into()));
        }
        svg.empty("rect", &a);
        svg.text_elem("text", &attrs![("x", num(LEFT - 8.0)), ("y", num(y + 11.0)), ("class", "legend")], &look.legend(&old));
        y += 19.0;
    }
    if used.inactive_source {
        svg.empty(
            "rect",
            &attrs![("class", "key"), ("x", num(LEFT - 40.0)), ("y", num(y)), ("width", 22), ("height", 14), ("fill", Look::Inactive.fill()), ("stroke-dasharray", "3,2")],
        );
        svg.text_elem("text", &attrs![("x", num(LEFT - 8.0)), ("y", num(y + 11.0)), ("class", "legend")], "source lane inactive (exec bit 0): its value is still shown");
        y += 19.0;
    }
    if used.looks.contains(&Look::Copy) {
        y = arrow_key(svg, y, grid);
    }
    let mut tags = vec![];
    if used.looks.contains(&Look::Copy) {
        tags.push("under each destination lane: ↑n / ↓n = value from lane n of the strip above / below".to_string());
    }
    if used.looks.contains(&Look::Inactive) {
        tags.push("off = lane inactive".into());
    }
    for r in &used.reasons {
        tags.push(format!("{} = {}", style::reason_tag(*r), r.describe()));
    }
    for t in tags {
        svg.text_elem("text", &attrs![("x", num(LEFT - 40.0)), ("y", num(y + 11.0)), ("class", "legend")], &t);
        y += 17.0;
    }
    y
}

/// The colour key: which row (AMD) or group of 16 lanes (NVIDIA) each arrow colour means.
fn arrow_key(svg: &mut Svg, y: f64, grid: Grid) -> f64 {
    let amd = grid.amd;
    let mut x = LEFT - 40.0;
    svg.text_elem(
        "text",
        &attrs![("x", num(x)), ("y", num(y + 11.0)), ("class", "legend")],
        if amd { "arrow / cell colour = row of the source lane:" } else { "arrow / cell colour = group of 16 of the source lane:" },
    );
    x += if amd { 290.0 } else { 340.0 };
    for r in 0..grid.rows() {
        let c = style::row_colour_of_row(r);
        svg.empty(
            "line",
            &attrs![
                ("x1", num(x)),
                ("x2", num(x + 26.0)),
                ("y1", num(y + 7.0)),
                ("y2", num(y + 7.0)),
                ("stroke", c),
                ("stroke-width", 2),
                ("marker-end", format!("url(#head{r})"))
            ],
        );
        let name = if amd { format!("row {r}") } else { format!("{}–{}", 16 * r, 16 * r + 15) };
        svg.text_elem("text", &attrs![("x", num(x + 32.0)), ("y", num(y + 11.0)), ("class", "legend")], &name);
        x += 80.0;
    }
    y + 19.0
}
