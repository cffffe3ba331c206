//! The passage graph of a maze: a node per cell, an edge per passage. For a perfect maze it is
//! the spanning tree the graph-maze assignment asks students to draw.

use gridwright_formats::maze::Maze;

use super::grid::{E, S, open};

/// Graphviz DOT, nodes named and labelled `(row,column)` as in the assignment, placed at their
/// cells (`neato -n` keeps the positions).
pub fn to_dot(m: &Maze) -> String {
    let mut out = String::from(
        "graph maze {\n  node [shape=circle, fontsize=10, width=0.5, fixedsize=true];\n",
    );
    for y in 0..m.height() {
        for x in 0..m.width() {
            out += &format!(
                "  \"{y},{x}\" [label=\"({y},{x})\", pos=\"{},{}!\"];\n",
                x * 72,
                (m.height() - 1 - y) * 72
            );
        }
    }
    for i in 0..m.cells() {
        let (x, y) = (i % m.width(), i / m.width());
        if open(m, i, E) {
            out += &format!("  \"{y},{x}\" -- \"{y},{}\";\n", x + 1);
        }
        if open(m, i, S) {
            out += &format!("  \"{y},{x}\" -- \"{},{x}\";\n", y + 1);
        }
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{Algorithm, generate};

    #[test]
    fn a_perfect_maze_has_cells_minus_one_edges() {
        let m = generate(Algorithm::Prim, 4, 3, 2);
        let dot = to_dot(&m);
        assert_eq!(dot.matches(" -- ").count(), 11);
        assert!(dot.contains("\"2,3\" [label=\"(2,3)\""));
    }
}
