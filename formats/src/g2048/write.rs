//! Writing `.2048` levels and `.2048game` records. A level read from a file is written by
//! editing that file's document (toml_edit), so its comments and layout stay; a new level is
//! written in the documented layout.

use toml_edit::{Array, ArrayOfTables, DocumentMut, Item, Table, value};

use super::model::{Level, Record};
use super::{LEVEL_MAGIC, RECORD_MAGIC};

/// The text of a level; comments of the text it was read from are kept where the keys stay.
pub fn write_level(level: &Level) -> String {
    let old = level
        .source
        .as_deref()
        .and_then(|s| s.parse::<DocumentMut>().ok());
    let fresh = old.is_none();
    let mut doc = old.unwrap_or_default();
    doc["game"] = value(LEVEL_MAGIC);
    fill_level(doc.as_table_mut(), level);
    if fresh {
        format!(
            "# A 2048 level (gridwright): its rules, and an optional start board (0 empty)\n{doc}"
        )
    } else {
        doc.to_string()
    }
}

/// The text of a record: the seed, the moves and the score, then the level as `[level]`.
pub fn write_record(r: &Record) -> String {
    let mut doc = DocumentMut::new();
    doc["game"] = value(RECORD_MAGIC);
    doc["seed"] = value(r.seed as i64);
    doc["moves"] = value(r.moves.as_str());
    doc["score"] = value(r.score.to_string());
    let mut t = Table::new();
    fill_level(&mut t, &r.level);
    doc["level"] = Item::Table(t);
    doc.to_string()
}

/// Sets every key of `level` in `t`, and removes the optional ones it does not have.
fn fill_level(t: &mut Table, level: &Level) {
    let set = |t: &mut Table, key: &str, v: Item| {
        match t.get_mut(key) {
            // Keep the old value's decoration (its comment), replace the value.
            Some(Item::Value(old)) if v.is_value() => {
                let decor = old.decor().clone();
                *old = v.into_value().unwrap_or_else(|_| old.clone());
                *old.decor_mut() = decor;
            }
            _ => {
                t.insert(key, v);
            }
        }
    };
    let opt = |t: &mut Table, key: &str, v: Option<Item>| match v {
        Some(v) => set(t, key, v),
        None => {
            t.remove(key);
        }
    };
    let r = &level.rules;
    opt(
        t,
        "title",
        (!level.title.is_empty()).then(|| value(level.title.as_str())),
    );
    opt(
        t,
        "author",
        (!level.author.is_empty()).then(|| value(level.author.as_str())),
    );
    set(t, "width", value(r.width as i64));
    set(t, "height", value(r.height as i64));
    set(t, "target", value(r.target as i64));
    set(t, "undo", value(r.undo));
    opt(t, "puzzle", level.puzzle.then(|| value(true)));
    opt(t, "seed", level.seed.map(|s| value(s as i64)));
    opt(
        t,
        "start",
        level.start.as_ref().map(|rows| {
            let mut a = Array::new();
            for row in rows {
                let cells: Array = row.iter().map(|&v| v as i64).collect();
                a.push(cells);
            }
            for v in a.iter_mut() {
                v.decor_mut().set_prefix("\n  ");
            }
            a.set_trailing("\n");
            a.set_trailing_comma(true);
            value(a)
        }),
    );
    // The same number of spawn tables: their values change in place, their comments stay.
    if let Some(Item::ArrayOfTables(old)) = t.get_mut("spawn")
        && old.len() == r.spawn.len()
    {
        for (st, s) in old.iter_mut().zip(&r.spawn) {
            set(st, "value", value(s.value as i64));
            set(st, "weight", value(s.weight));
        }
        return;
    }
    let mut spawns = ArrayOfTables::new();
    for s in &r.spawn {
        let mut st = Table::new();
        st["value"] = value(s.value as i64);
        st["weight"] = value(s.weight);
        spawns.push(st);
    }
    // The spawn tables go last, where TOML wants tables after the plain keys.
    t.remove("spawn");
    t.insert("spawn", Item::ArrayOfTables(spawns));
}
