//! The level browser: the collection as a grid of thumbnails (drawn from the boards by the
//! pictures' code, only when they scroll into view, and cached by board), a filter by title,
//! author, size and solved, *Go to* a number (Ctrl+G), and keyboard navigation. A mode of the
//! workspace like play, so its keys come from the shell.

use std::collections::HashMap;

use egui::{Key, Rect, Sense, TextureHandle, Ui, vec2};
use gridwright_formats::sokoban::{Board, Level};

use crate::sokoban::browse::{Filter, Nav, Solved, step};
use crate::sokoban::records::Records;

/// Pixels of a thumbnail's longer side.
const THUMB: f32 = 120.0;
/// A slot: the thumbnail and its label below.
const SLOT: egui::Vec2 = egui::vec2(THUMB + 12.0, THUMB + 30.0);
/// Thumbnails drawn per frame at most, so that scrolling stays smooth; the rest follow in the
/// next frames.
const NEW_PER_FRAME: usize = 24;

/// The browser's state while it is open.
pub struct BrowserState {
    /// What the user filters by.
    pub filter: Filter,
    /// The level indices the filter keeps, and the (filter, revision) they were found for.
    shown: Vec<usize>,
    shown_for: Option<(Filter, u64)>,
    /// The selected level (an index into the collection).
    pub selected: usize,
    /// The *Go to* field's text.
    goto: String,
    /// Focus the *Go to* field next frame (Ctrl+G).
    pub focus_goto: bool,
    /// Scroll the selection into view next frame (after a key or *Go to*).
    reveal: bool,
    /// Columns and rows on screen in the last frame, for the navigation keys.
    columns: usize,
    page_rows: usize,
    /// The rows fully on screen in the last frame: the selection scrolls into view only from
    /// outside them, so the grid never jumps under a click.
    seen_rows: std::ops::Range<usize>,
}

/// What the user asked of the browser this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrowserAnswer {
    /// Keep browsing.
    Stay,
    /// Edit this level.
    Open(usize),
    /// Back to the editor, at the level it showed.
    Back,
}

/// Thumbnails by board, kept while the workspace lives (a level's picture is drawn once).
#[derive(Default)]
pub struct Thumbnails {
    by_board: HashMap<u64, TextureHandle>,
}

impl BrowserState {
    /// A browser with `current` selected.
    pub fn new(current: usize) -> BrowserState {
        BrowserState {
            filter: Filter::default(),
            shown: Vec::new(),
            shown_for: None,
            selected: current,
            goto: String::new(),
            focus_goto: false,
            reveal: true,
            columns: 1,
            page_rows: 1,
            seen_rows: 0..0,
        }
    }

    /// The levels shown, found again when the filter or the document changed.
    fn refresh(&mut self, levels: &[Level], revision: u64, records: &Records) {
        let key = (self.filter.clone(), revision);
        if self.shown_for.as_ref() == Some(&key) {
            return;
        }
        let solved = |i: usize| {
            let l = &levels[i];
            l.solutions().next().is_some() || records.get(&l.board).is_some()
        };
        self.shown = self.filter.select(levels, solved);
        self.shown_for = Some(key);
    }

    /// Applies the frame's keys; gives what Enter or Esc asked.
    fn keys(&mut self, keys: &[Key]) -> BrowserAnswer {
        for &k in keys {
            let nav = match k {
                Key::ArrowLeft => Nav::Left,
                Key::ArrowRight => Nav::Right,
                Key::ArrowUp => Nav::Up,
                Key::ArrowDown => Nav::Down,
                Key::PageUp => Nav::PageUp,
                Key::PageDown => Nav::PageDown,
                Key::Home => Nav::Home,
                Key::End => Nav::End,
                Key::Enter if self.shown.contains(&self.selected) => {
                    return BrowserAnswer::Open(self.selected);
                }
                Key::Escape => return BrowserAnswer::Back,
                _ => continue,
            };
            let at = self.shown.iter().position(|&i| i == self.selected);
            let to = match at {
                Some(at) => step(at, nav, self.shown.len(), self.columns, self.page_rows),
                None => 0,
            };
            if let Some(&i) = self.shown.get(to) {
                self.selected = i;
                self.reveal = true;
            }
        }
        BrowserAnswer::Stay
    }
}

/// The browser's frame: the filter bar above, the grid below.
pub fn show(
    ui: &mut Ui,
    state: &mut BrowserState,
    levels: &[Level],
    revision: u64,
    records: &Records,
    thumbs: &mut Thumbnails,
    keys: &[Key],
) -> BrowserAnswer {
    state.refresh(levels, revision, records);
    let mut answer = state.keys(keys);
    egui::Panel::top("browser-filter").show(ui, |ui| {
        if let Some(a) = filter_bar(ui, state, levels.len()) {
            answer = a;
        }
    });
    egui::CentralPanel::default().show(ui, |ui| {
        if state.shown.is_empty() {
            ui.label(crate::t!("sokoban-browser-no-match"));
            return;
        }
        if let Some(a) = grid(ui, state, levels, thumbs) {
            answer = a;
        }
    });
    answer
}

fn filter_bar(ui: &mut Ui, state: &mut BrowserState, total: usize) -> Option<BrowserAnswer> {
    let mut answer = None;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(crate::t!("sokoban-browser-filter"));
        ui.add(
            egui::TextEdit::singleline(&mut state.filter.text)
                .hint_text(crate::t!("sokoban-browser-filter-hint"))
                .desired_width(160.0),
        )
        .labelled_by(label.id);
        let any = |v: f64, _| {
            if v == 0.0 {
                crate::t!("sokoban-browser-any")
            } else {
                format!("{v:.0}")
            }
        };
        let label = ui.label(crate::t!("sokoban-browser-max-width"));
        ui.add(egui::DragValue::new(&mut state.filter.max_width).custom_formatter(any))
            .labelled_by(label.id);
        let label = ui.label(crate::t!("sokoban-browser-max-height"));
        ui.add(egui::DragValue::new(&mut state.filter.max_height).custom_formatter(any))
            .labelled_by(label.id);
        let label = ui.label(crate::t!("sokoban-browser-show"));
        egui::ComboBox::from_id_salt("solved")
            .selected_text(state.filter.solved.label())
            .show_ui(ui, |ui| {
                for s in Solved::ALL {
                    ui.selectable_value(&mut state.filter.solved, s, s.label());
                }
            })
            .response
            .labelled_by(label.id);
        ui.label(crate::t!(
            "sokoban-browser-shown",
            n = state.shown.len(),
            total = total
        ));
        ui.separator();
        let label = ui.label(crate::t!("sokoban-browser-go-to"));
        let field = ui
            .add(egui::TextEdit::singleline(&mut state.goto).desired_width(50.0))
            .labelled_by(label.id)
            .on_hover_text(crate::t!("sokoban-browser-go-to-hint"));
        if std::mem::take(&mut state.focus_goto) {
            field.request_focus();
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if entered || ui.button(crate::t!("sokoban-browser-go")).clicked() {
            go_to(state, total);
        }
        ui.separator();
        if ui
            .button(crate::t!("sokoban-browser-edit"))
            .on_hover_text("Enter") // i18n-exempt: a key name
            .clicked()
        {
            answer = Some(BrowserAnswer::Open(state.selected));
        }
        if ui
            .button(crate::t!("sokoban-back-to-editor"))
            .on_hover_text("Esc") // i18n-exempt: a key name
            .clicked()
        {
            answer = Some(BrowserAnswer::Back);
        }
    });
    answer
}

/// Selects the level whose number is typed, clearing a filter that hides it.
fn go_to(state: &mut BrowserState, total: usize) {
    let Ok(n) = state.goto.trim().parse::<usize>() else {
        return;
    };
    let i = n.clamp(1, total.max(1)) - 1;
    if !state.shown.contains(&i) {
        state.filter = Filter::default();
    }
    state.selected = i;
    state.reveal = true;
}

fn grid(
    ui: &mut Ui,
    state: &mut BrowserState,
    levels: &[Level],
    thumbs: &mut Thumbnails,
) -> Option<BrowserAnswer> {
    let columns = ((ui.available_width() / SLOT.x) as usize).max(1);
    let rows = state.shown.len().div_ceil(columns);
    state.columns = columns;
    state.page_rows = ((ui.available_height() / SLOT.y) as usize).max(1);
    let mut scroll = egui::ScrollArea::vertical().auto_shrink([false, false]);
    let row_of_selection = state
        .shown
        .iter()
        .position(|&i| i == state.selected)
        .map(|at| at / columns);
    if std::mem::take(&mut state.reveal)
        && let Some(row) = row_of_selection
        && !state.seen_rows.contains(&row)
    {
        // A row above the selection stays in sight; the offset never passes the end (where
        // the scroll area would spring back).
        let most = (rows as f32 * SLOT.y - ui.available_height()).max(0.0);
        let offset = (row as f32 * SLOT.y - SLOT.y).clamp(0.0, most);
        scroll = scroll.vertical_scroll_offset(offset);
    }
    let mut answer = None;
    let mut budget = NEW_PER_FRAME;
    let view_height = ui.available_height();
    let out = scroll.show_rows(ui, SLOT.y, rows, |ui, range| {
        for row in range {
            ui.horizontal(|ui| {
                for col in 0..columns {
                    let Some(&i) = state.shown.get(row * columns + col) else {
                        break;
                    };
                    let (rect, resp) = ui.allocate_exact_size(SLOT, Sense::click());
                    let tex = thumbs.get(ui.ctx(), &levels[i].board, &mut budget);
                    slot(ui, rect, i, &levels[i], tex, i == state.selected);
                    let resp = resp.on_hover_text(crate::t!(
                        "sokoban-browser-slot-hint",
                        level = label(i, &levels[i])
                    ));
                    if resp.clicked() {
                        state.selected = i;
                    }
                    if resp.double_clicked() {
                        answer = Some(BrowserAnswer::Open(i));
                    }
                }
            });
        }
    });
    let first = (out.state.clamped_offset().y / SLOT.y).ceil() as usize;
    let last = ((out.state.clamped_offset().y + view_height) / SLOT.y).floor() as usize;
    state.seen_rows = first..last.max(first);
    if budget == 0 {
        ui.ctx().request_repaint();
    }
    answer
}

/// "12. Title", or "12" when the level has no title or its title is its number.
fn label(i: usize, level: &Level) -> String {
    let n = (i + 1).to_string();
    match level.title.trim() {
        "" => n,
        t if t == n => n,
        t => format!("{n}. {t}"),
    }
}

fn slot(ui: &Ui, rect: Rect, i: usize, level: &Level, tex: Option<&TextureHandle>, selected: bool) {
    let p = ui.painter();
    let visuals = ui.visuals();
    if selected {
        p.rect_filled(rect.shrink(2.0), 6.0, visuals.selection.bg_fill);
    }
    let area = Rect::from_min_size(rect.min + vec2(6.0, 6.0), vec2(THUMB, THUMB));
    match tex {
        Some(t) => {
            let r = crate::gui::picture::fit(area, t.size_vec2());
            p.image(
                t.id(),
                r,
                Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
                egui::Color32::WHITE,
            );
        }
        None => {
            p.rect_filled(area.shrink(THUMB * 0.3), 4.0, visuals.faint_bg_color);
        }
    }
    let text = elide(&label(i, level), 18);
    p.text(
        egui::pos2(rect.center().x, rect.bottom() - 14.0),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(12.0),
        visuals.text_color(),
    );
}

/// The text cut to `max` characters, with an ellipsis when cut.
fn elide(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut s: String = text.chars().take(max - 1).collect();
    s.push('…');
    s
}

impl Thumbnails {
    /// The thumbnail of `board`, drawn now if the frame's budget allows.
    fn get(
        &mut self,
        ctx: &egui::Context,
        board: &Board,
        budget: &mut usize,
    ) -> Option<&TextureHandle> {
        let key = super::canvas::content_hash(board, &[]);
        if let std::collections::hash_map::Entry::Vacant(slot) = self.by_board.entry(key) {
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            slot.insert(draw(ctx, board)?);
        }
        self.by_board.get(&key)
    }

    /// How many thumbnails are drawn (tests check that only the visible ones are).
    pub fn len(&self) -> usize {
        self.by_board.len()
    }

    /// Whether none is drawn yet.
    pub fn is_empty(&self) -> bool {
        self.by_board.is_empty()
    }
}

/// A board's thumbnail: the pictures' drawing at a cell size that fits [`THUMB`].
fn draw(ctx: &egui::Context, board: &Board) -> Option<TextureHandle> {
    let side = board.width().max(board.height()).max(1) as f32;
    let cell = (THUMB / side).floor().clamp(2.0, 32.0) as u32;
    let scene = crate::sokoban::picture::scene(board, cell).ok()?;
    let scale = (THUMB / scene.width.max(scene.height)).min(1.0);
    let image = crate::gui::picture::image(&scene, scale)?;
    Some(ctx.load_texture("sokoban-thumb", image, egui::TextureOptions::LINEAR))
}
