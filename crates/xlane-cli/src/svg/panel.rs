//! One panel: the source strip(s), the destination strip and the arrows between them, for one
//! output of one call. Every arrow and every destination cell is drawn from the output's
//! [`Route`], the record the semantics wrote; nothing here recomputes a pattern.

use xlane_core::semantics::{Origin, Output, Reason, Route};
use xlane_core::{Arg, ElemTy};

use super::layout::*;
use super::style::{self, Look};
use super::values;
use super::xml::{attrs, num, Svg};

/// What a panel draws.
pub struct Panel<'a> {
    pub grid: Grid,
    pub exec: u64,
    pub output: &'a Output,
    pub args: &'a [Arg],
    /// Parameter name and element type of each argument.
    pub params: &'a [(&'static str, ElemTy)],
    /// The label of each argument's strip.
    pub labels: &'a [String],
    /// Index of the call in the scene (`data-call`), so panels of a snippet can be told apart.
    pub call: usize,
}

/// What the drawn panels used, for the legend.
#[derive(Default)]
pub struct Used {
    pub looks: Vec<Look>,
    pub reasons: Vec<Reason>,
    pub kept: Vec<String>,
    pub inactive_source: bool,
}

impl Used {
    fn look(&mut self, l: Look) {
        if !self.looks.contains(&l) {
            self.looks.push(l);
        }
    }
    fn reason(&mut self, r: Reason) {
        if !self.reasons.contains(&r) {
            self.reasons.push(r);
        }
    }
}

/// A source strip: which argument, and on which side of the destination strip.
struct Strip {
    arg: u8,
    above: bool,
    /// Top edge of its cells.
    y: f64,
}

/// How lane values are written in the cells.
#[derive(Clone, Copy, PartialEq)]
enum ValueMode {
    Flat,
    /// Written upwards in cells tall enough for the longest value.
    Rotated {
        cell_h: f64,
    },
    None,
}

impl ValueMode {
    fn cell_h(self) -> f64 {
        match self {
            ValueMode::Rotated { cell_h } => cell_h,
            _ => CELL_H,
        }
    }
}

impl Panel<'_> {
    /// Draw the panel with its top at `y`; returns the y below it.
    pub fn draw(&self, svg: &mut Svg, y: f64, used: &mut Used) -> f64 {
        let g = self.grid;
        let route = self.output.route.as_ref();
        let sources = route.map(source_args).unwrap_or_default();
        let mode = self.value_mode(&sources);

        let title = match route {
            Some(_) => format!("{} ({}) ← its sources", self.output.name, self.output.ty.name()),
            None => format!("{} ({})", self.output.name, self.output.ty.name()),
        };
        svg.text_elem("text", &attrs![("x", num(8.0)), ("y", num(y + 15.0)), ("class", "h2")], &title);
        let mut y = y + 24.0;
        y = self.row_labels(svg, y);

        // Sources alternate: the first above the destination, the second below, and so on.
        let (above, below): (Vec<u8>, Vec<u8>) = {
            let (a, b): (Vec<_>, Vec<_>) = sources.iter().enumerate().partition(|(i, _)| i % 2 == 0);
            (a.into_iter().map(|(_, &s)| s).rev().collect(), b.into_iter().map(|(_, &s)| s).collect())
        };
        let mut strips = vec![];
        for &arg in &above {
            self.lane_numbers(svg, y + SMALL_LINE - 3.0);
            y += SMALL_LINE;
            self.source_cells(svg, arg, y, mode, used);
            strips.push(Strip { arg, above: true, y });
            y += mode.cell_h() + ARROW_H;
        }
        if above.is_empty() && route.is_some() {
            // Room for the row notes, which otherwise sit in the arrow band.
            y += SMALL_LINE + 2.0;
        }
        let dest_y = y;
        self.dest_cells(svg, route, dest_y, mode, &strips_side(&sources), used);
        y += mode.cell_h();
        self.lane_numbers(svg, y + SMALL_LINE - 3.0);
        y += SMALL_LINE;
        self.source_tags(svg, route, y + SMALL_LINE - 3.0, &sources);
        y += SMALL_LINE;
        y = self.operand_rows(svg, y, &sources);
        let dest_bottom = y;
        for &arg in &below {
            y += ARROW_H;
            self.source_cells(svg, arg, y, mode, used);
            strips.push(Strip { arg, above: false, y });
            y += mode.cell_h();
            self.lane_numbers(svg, y + SMALL_LINE - 3.0);
            y += SMALL_LINE;
        }
        if let Some(r) = route {
            self.row_notes(svg, r, dest_y - 7.0);
            self.arrows(svg, r, &strips, (dest_y, dest_bottom), mode.cell_h());
        }
        if mode == ValueMode::None {
            svg.text_elem("text", &attrs![("x", num(g.x(0))), ("y", num(y + 12.0)), ("class", "note")], "values are too wide to draw here; `xlane explain` lists them");
            y += SMALL_LINE;
        }
        y + 14.0
    }

    /// Row names over each 16-lane hardware row, bank names over each 4-lane bank.
    fn row_labels(&self, svg: &mut Svg, y: f64) -> f64 {
        let g = self.grid;
        for r in 0..g.rows() {
            let (l, rt) = g.row_span(r);
            let first = r * LANES_PER_ROW;
            let last = (first + LANES_PER_ROW).min(g.wave) - 1;
            svg.text_elem(
                "text",
                &attrs![("x", num((l + rt) / 2.0)), ("y", num(y + 10.0)), ("class", "row"), ("fill", style::row_colour_of_row(r))],
                &if g.amd { format!("row {r} · lanes {first}–{last}") } else { format!("lanes {first}–{last}") },
            );
            svg.empty("line", &attrs![("x1", num(l)), ("x2", num(rt)), ("y1", num(y + 14.0)), ("y2", num(y + 14.0)), ("stroke", style::row_colour_of_row(r)), ("stroke-width", 2)]);
            for b in (0..LANES_PER_ROW / LANES_PER_BANK).filter(|_| g.amd) {
                let lane = first + b * LANES_PER_BANK;
                if lane >= g.wave {
                    break;
                }
                let bx = (g.x(lane) + g.x(lane + LANES_PER_BANK - 1) + CELL_W) / 2.0;
                svg.text_elem("text", &attrs![("x", num(bx)), ("y", num(y + 25.0)), ("class", "bank")], &format!("bank {b}"));
            }
        }
        y + 28.0
    }

    fn lane_numbers(&self, svg: &mut Svg, baseline: f64) {
        let g = self.grid;
        for n in 0..g.wave {
            svg.text_elem("text", &attrs![("x", num(g.cx(n))), ("y", num(baseline)), ("class", "lane")], &n.to_string());
        }
    }

    fn source_cells(&self, svg: &mut Svg, arg: u8, y: f64, mode: ValueMode, used: &mut Used) {
        let g = self.grid;
        let (_, ty) = self.param(arg);
        let name = self.label(arg);
        svg.text_elem("text", &attrs![("x", num(LEFT - 8.0)), ("y", num(y + mode.cell_h() / 2.0 + 4.0)), ("class", "strip")], name);
        for n in 0..g.wave {
            let active = self.exec >> n & 1 != 0;
            if !active {
                used.inactive_source = true;
            }
            let fill = if active { style::row_tint(n) } else { Look::Inactive.fill() };
            let mut a = attrs![
                ("class", "src"),
                ("x", num(g.x(n))),
                ("y", num(y)),
                ("width", num(CELL_W)),
                ("height", num(mode.cell_h())),
                ("fill", fill),
                ("data-arg", arg),
                ("data-lane", n),
            ]
            .to_vec();
            if !active {
                a.push(("stroke-dasharray", "3,2".into()));
            }
            let state = if active { "" } else { " (inactive lane)" };
            svg.titled("rect", &a, &format!("{name}[{n}] = {}{state}", self.arg_text(arg, n, ty)));
            self.value_text(svg, mode, n, y, &self.arg_text(arg, n, ty));
        }
    }

    fn dest_cells(&self, svg: &mut Svg, route: Option<&Route>, y: f64, mode: ValueMode, sides: &[(u8, bool)], used: &mut Used) {
        let g = self.grid;
        svg.text_elem("text", &attrs![("x", num(LEFT - 8.0)), ("y", num(y + mode.cell_h() / 2.0 + 4.0)), ("class", "strip")], self.output.name);
        for n in 0..g.wave {
            let origin = route.map_or_else(|| self.unrouted_origin(n), |r| r.lanes[n as usize]);
            let look = Look::of(origin);
            used.look(look);
            let mut a = attrs![
                ("class", "dst"),
                ("data-call", self.call),
                ("data-output", self.output.name),
                ("x", num(g.x(n))),
                ("y", num(y)),
                ("width", num(CELL_W)),
                ("height", num(mode.cell_h())),
                ("data-lane", n),
                ("data-origin", look.slug()),
            ]
            .to_vec();
            let fill = match origin {
                Origin::Lane { lane, .. } => style::row_tint(lane as u32),
                _ => look.fill(),
            };
            a.push(("fill", fill.into()));
            if look.dashed() {
                a.push(("stroke-dasharray", "3,2".into()));
            }
            match origin {
                Origin::Lane { arg, lane } => {
                    a.push(("data-arg", arg.to_string()));
                    a.push(("data-src", lane.to_string()));
                }
                Origin::Keep { arg, .. } => {
                    a.push(("data-arg", arg.to_string()));
                    let name = self.label(arg).to_string();
                    if !used.kept.contains(&name) {
                        used.kept.push(name);
                    }
                }
                _ => {}
            }
            if let Some(r) = style::reason_of(origin) {
                a.push(("data-reason", style::reason_slug(r)));
                used.reason(r);
            }
            let value = self.dest_text(n, origin);
            svg.titled("rect", &a, &format!("{}[{n}] = {value}: {}", self.output.name, self.origin_words(origin, sides)));
            self.value_text(svg, mode, n, y, &value);
        }
    }

    /// Under each destination lane: where its value came from (`↑5`: lane 5 of the strip
    /// above) or, for a lane that got no copy, the tag of its reason.
    fn source_tags(&self, svg: &mut Svg, route: Option<&Route>, baseline: f64, sources: &[u8]) {
        let Some(route) = route else { return };
        let g = self.grid;
        let sides = strips_side(sources);
        for n in 0..g.wave {
            let origin = route.lanes[n as usize];
            let (text, class) = match origin {
                Origin::Lane { arg, lane } => (format!("{}{lane}", side_arrow(&sides, arg)), "from"),
                Origin::Inactive => ("off".to_string(), "tag"),
                Origin::Computed => (String::new(), "tag"),
                o => (style::reason_tag(style::reason_of(o).expect("non-copy origins carry a reason")).to_string(), "tag"),
            };
            if !text.is_empty() {
                svg.text_elem("text", &attrs![("x", num(g.cx(n))), ("y", num(baseline)), ("class", class)], &text);
            }
        }
    }

    /// Per-lane operands that are not drawn as a source strip (`addr`, `idx`, `sel`, the kept
    /// `old`), one small line each under the destination, so the reader can check `↑n` and the
    /// kept values against them. Uniform operands are in the caption; operands too wide for a
    /// lane are left out.
    fn operand_rows(&self, svg: &mut Svg, mut y: f64, sources: &[u8]) -> f64 {
        let g = self.grid;
        for (i, a) in self.args.iter().enumerate() {
            let Arg::Lanes(lanes) = a else { continue };
            if sources.contains(&(i as u8)) || lanes.uniform_over(self.exec).is_some() {
                continue;
            }
            let ty = self.param(i as u8).1;
            let texts: Vec<String> = (0..g.wave).map(|n| lanes.get(n).map_or("?".into(), |v| values::format(ty, v))).collect();
            if texts.iter().any(|t| t.chars().count() > 4) {
                continue;
            }
            let baseline = y + SMALL_LINE - 2.0;
            svg.text_elem("text", &attrs![("x", num(LEFT - 8.0)), ("y", num(baseline)), ("class", "oplabel")], self.label(i as u8));
            for (n, t) in texts.iter().enumerate() {
                let class = if self.exec >> n & 1 != 0 { "operand" } else { "operand off" };
                svg.text_elem("text", &attrs![("x", num(g.cx(n as u32))), ("y", num(baseline)), ("class", class)], t);
            }
            y += SMALL_LINE;
        }
        y
    }

    /// Over a destination row whose lanes all got the same non-copy origin, say so in words
    /// (`row disabled by row_mask → keeps `old``), so a masked or source-less row reads at once.
    fn row_notes(&self, svg: &mut Svg, route: &Route, baseline: f64) {
        let g = self.grid;
        for r in 0..g.rows() {
            let first = r * LANES_PER_ROW;
            let lanes = &route.lanes[first as usize..(first + LANES_PER_ROW).min(g.wave) as usize];
            let o = lanes[0];
            if lanes.iter().any(|x| *x != o) {
                continue;
            }
            let note = match o {
                Origin::Keep { arg, reason } => format!("{} → keeps `{}`", reason.describe(), self.label(arg)),
                Origin::Zero(reason) => format!("{} → 0", reason.describe()),
                Origin::Undef(reason) => format!("{} → undefined", reason.describe()),
                Origin::Inactive => "lanes inactive: no result".to_string(),
                Origin::Lane { .. } | Origin::Computed => continue,
            };
            let (l, rt) = g.row_span(r);
            svg.text_elem("text", &attrs![("x", num((l + rt) / 2.0)), ("y", num(baseline)), ("class", "rownote")], &note);
        }
    }

    fn arrows(&self, svg: &mut Svg, route: &Route, strips: &[Strip], (dest_top, dest_bottom): (f64, f64), cell_h: f64) {
        let g = self.grid;
        svg.open("g", &attrs![("class", "arrows"), ("fill", "none"), ("stroke-width", "1.3"), ("stroke-opacity", "0.8")]);
        for n in 0..g.wave {
            let Origin::Lane { arg, lane } = route.lanes[n as usize] else { continue };
            let strip = strips.iter().find(|s| s.arg == arg).expect("every source argument has a strip");
            let src = lane as u32;
            let (ys, yd) = if strip.above { (strip.y + cell_h, dest_top) } else { (strip.y, dest_bottom + 1.0) };
            let ym = (ys + yd) / 2.0;
            let (xs, xd) = (g.cx(src), g.cx(n));
            let d = format!("M{},{} C{},{} {},{} {},{}", num(xs), num(ys), num(xs), num(ym), num(xd), num(ym), num(xd), num(yd));
            let colour = style::row_colour(src);
            let a = attrs![
                ("class", "arrow"),
                ("d", d),
                ("stroke", colour),
                ("marker-end", format!("url(#{})", style::marker_id(src))),
                ("data-call", self.call),
                ("data-output", self.output.name),
                ("data-arg", arg),
                ("data-src", src),
                ("data-dst", n),
            ];
            svg.titled("path", &a, &format!("lane {n} ← lane {src} of {}", self.label(arg)));
        }
        svg.close("g");
    }

    fn value_text(&self, svg: &mut Svg, mode: ValueMode, lane: u32, y: f64, text: &str) {
        let g = self.grid;
        let (cx, cy) = (g.cx(lane), y + mode.cell_h() / 2.0);
        match mode {
            ValueMode::Flat => svg.text_elem("text", &attrs![("x", num(cx)), ("y", num(cy + 4.0)), ("class", "val")], text),
            ValueMode::Rotated { .. } => {
                svg.text_elem("text", &attrs![("x", num(cx)), ("y", num(cy + 3.5)), ("class", "val"), ("transform", format!("rotate(-90 {} {})", num(cx), num(cy)))], text)
            }
            ValueMode::None => {}
        }
    }

    /// Flat when every value is at most 3 characters, rotated (in taller cells when needed) up
    /// to [`values::MAX_CHARS`], left out beyond that.
    fn value_mode(&self, sources: &[u8]) -> ValueMode {
        let mut widest = 0;
        for n in 0..self.grid.wave {
            for &arg in sources {
                let (_, ty) = self.param(arg);
                widest = widest.max(self.arg_text(arg, n, ty).chars().count());
            }
            let origin = self.output.route.as_ref().map_or_else(|| self.unrouted_origin(n), |r| r.lanes[n as usize]);
            widest = widest.max(self.dest_text(n, origin).chars().count());
        }
        match widest {
            0..=3 => ValueMode::Flat,
            // DejaVu Sans Mono at 10px advances 6.02px a character.
            w if w <= values::MAX_CHARS => ValueMode::Rotated { cell_h: CELL_H.max(6.1 * w as f64 + 10.0) },
            _ => ValueMode::None,
        }
    }

    fn arg_text(&self, arg: u8, lane: u32, ty: ElemTy) -> String {
        match self.args.get(arg as usize).and_then(|a| a.get(lane)) {
            Some(v) => values::format(ty, v),
            None => "?".into(),
        }
    }

    fn dest_text(&self, lane: u32, origin: Origin) -> String {
        match (origin, self.output.lanes.get(lane)) {
            (Origin::Inactive, _) => "–".into(),
            (_, Some(v)) => values::format(self.output.ty, v),
            (_, None) => "?".into(),
        }
    }

    /// An output without a route (a reduction, a ballot): computed where defined.
    fn unrouted_origin(&self, lane: u32) -> Origin {
        if self.exec >> lane & 1 == 0 {
            Origin::Inactive
        } else if self.output.lanes.is_undef(lane) {
            Origin::Undef(Reason::Unspecified)
        } else {
            Origin::Computed
        }
    }

    fn origin_words(&self, origin: Origin, sides: &[(u8, bool)]) -> String {
        match origin {
            Origin::Lane { arg, lane } => {
                format!("copy of {}[{lane}] ({})", self.label(arg), if side_of(sides, arg) { "strip above" } else { "strip below" })
            }
            Origin::Zero(r) => format!("zero ({})", r.describe()),
            Origin::Keep { arg, reason } => format!("keeps {} ({})", self.label(arg), reason.describe()),
            Origin::Undef(r) => format!("undefined ({})", r.describe()),
            Origin::Inactive => "inactive lane, no result".into(),
            Origin::Computed => "computed".into(),
        }
    }

    fn label(&self, arg: u8) -> &str {
        self.labels.get(arg as usize).map_or("arg", String::as_str)
    }

    fn param(&self, arg: u8) -> (&'static str, ElemTy) {
        self.params.get(arg as usize).copied().unwrap_or(("arg", self.output.ty))
    }
}

/// The arguments the route copies from, in argument order.
fn source_args(route: &Route) -> Vec<u8> {
    let mut v: Vec<u8> = route.lanes[..route.wave as usize]
        .iter()
        .filter_map(|o| match o {
            Origin::Lane { arg, .. } => Some(*arg),
            _ => None,
        })
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// For each source argument: is its strip above the destination?
fn strips_side(sources: &[u8]) -> Vec<(u8, bool)> {
    sources.iter().enumerate().map(|(i, &a)| (a, i % 2 == 0)).collect()
}

fn side_of(sides: &[(u8, bool)], arg: u8) -> bool {
    sides.iter().find(|(a, _)| *a == arg).is_none_or(|(_, above)| *above)
}

fn side_arrow(sides: &[(u8, bool)], arg: u8) -> &'static str {
    if side_of(sides, arg) {
        "↑"
    } else {
        "↓"
    }
}
