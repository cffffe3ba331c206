//! The node store and transposition table: every position seen, its parent and the push that
//! led to it, in flat arrays (boxes packed with a fixed stride) with an open-addressing index
//! keyed by a Zobrist hash, so that a position is stored once.

/// What a node records besides its boxes.
#[derive(Debug, Clone, Copy)]
pub struct NodeInfo {
    pub parent: u32,
    /// The pushed box's cell before the push, and the direction.
    pub from: u16,
    pub dir: u8,
    /// Pushes from the start.
    pub g: u16,
    /// Moves from the start (pushes and walks): the optimal mode's second criterion.
    pub moves: u32,
}

impl NodeInfo {
    /// Pushes, then moves: the order in which the optimal mode compares ways to a node.
    pub fn cost(&self) -> u64 {
        (self.g as u64) << 32 | self.moves as u64
    }
}

pub struct Table {
    stride: usize,
    boxes: Vec<u16>,
    player: Vec<u16>,
    hash: Vec<u64>,
    info: Vec<NodeInfo>,
    slots: Vec<u32>,
}

impl Table {
    pub fn new(boxes_per_node: usize) -> Table {
        Table {
            stride: boxes_per_node,
            boxes: vec![],
            player: vec![],
            hash: vec![],
            info: vec![],
            slots: vec![0; 1 << 16],
        }
    }

    pub fn len(&self) -> usize {
        self.info.len()
    }

    /// Bytes used, to keep the search within its memory limit.
    pub fn bytes(&self) -> usize {
        self.boxes.capacity() * 2
            + self.player.capacity() * 2
            + self.hash.capacity() * 8
            + self.info.capacity() * std::mem::size_of::<NodeInfo>()
            + self.slots.capacity() * 4
    }

    pub fn boxes(&self, node: u32) -> &[u16] {
        let i = node as usize * self.stride;
        &self.boxes[i..i + self.stride]
    }

    pub fn player(&self, node: u32) -> u16 {
        self.player[node as usize]
    }

    pub fn info(&self, node: u32) -> NodeInfo {
        self.info[node as usize]
    }

    pub fn set_info(&mut self, node: u32, info: NodeInfo) {
        self.info[node as usize] = info;
    }

    /// The node holding this position, if stored.
    pub fn find(&self, hash: u64, boxes: &[u16], player: u16) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return None;
            }
            let node = slot - 1;
            if self.hash[node as usize] == hash
                && self.player(node) == player
                && self.boxes(node) == boxes
            {
                return Some(node);
            }
            i = (i + 1) & mask;
        }
    }

    /// The node holding this position, inserting it if new; returns (node, inserted).
    pub fn find_or_insert(
        &mut self,
        hash: u64,
        boxes: &[u16],
        player: u16,
        info: NodeInfo,
    ) -> (u32, bool) {
        if (self.len() + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                let node = self.len() as u32;
                self.boxes.extend_from_slice(boxes);
                self.player.push(player);
                self.hash.push(hash);
                self.info.push(info);
                self.slots[i] = node + 1;
                return (node, true);
            }
            let node = slot - 1;
            if self.hash[node as usize] == hash
                && self.player(node) == player
                && self.boxes(node) == boxes
            {
                return (node, false);
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let mut slots = vec![0u32; size];
        for node in 0..self.len() {
            let mut i = self.hash[node] as usize & (size - 1);
            while slots[i] != 0 {
                i = (i + 1) & (size - 1);
            }
            slots[i] = node as u32 + 1;
        }
        self.slots = slots;
    }
}

/// Zobrist keys: one random word per cell for boxes and one for the pusher, from a fixed seed
/// (splitmix64), so that runs are reproducible.
pub struct Zobrist {
    pub boxes: Vec<u64>,
    pub player: Vec<u64>,
}

impl Zobrist {
    pub fn new(cells: usize) -> Zobrist {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Zobrist {
            boxes: (0..cells).map(|_| next()).collect(),
            player: (0..cells).map(|_| next()).collect(),
        }
    }

    pub fn of_boxes(&self, boxes: &[u16]) -> u64 {
        boxes.iter().fold(0, |h, &b| h ^ self.boxes[b as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_stored_once_and_survive_growth() {
        let mut t = Table::new(2);
        let info = NodeInfo {
            parent: 0,
            from: 0,
            dir: 0,
            g: 0,
            moves: 0,
        };
        let z = Zobrist::new(1000);
        for i in 0..50_000u16 {
            let b = [i % 500, 500 + i / 500];
            let h = z.of_boxes(&b) ^ z.player[7];
            assert!(t.find_or_insert(h, &b, 7, info).1);
        }
        let b = [3, 500];
        assert_eq!(
            t.find_or_insert(z.of_boxes(&b) ^ z.player[7], &b, 7, info),
            (3, false)
        );
    }
}
