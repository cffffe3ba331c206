//! A BombFight map as the `.bflvl` file holds it: a grid of one-character cells, the number of
//! rounds, and the comments of the size and rounds lines.

/// One of the two players; `A` and `B` in the file, 1 and 2 in the bot protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player who starts on `A`.
    One,
    /// The player who starts on `B`.
    Two,
}

impl Player {
    /// Both players, in turn order.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// 0 for player 1, 1 for player 2: an index into per-player arrays.
    pub fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }

    /// The protocol's number: 1 or 2.
    pub fn number(self) -> u8 {
        self.index() as u8 + 1
    }

    /// The opponent: whose turn follows.
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
}

/// A gem or a mushroom, by its digit in the file (`0`-`4` mushrooms, `5`-`9` gems).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Item(u8);

impl Item {
    /// Every item, by digit.
    pub const ALL: [Item; 10] = [
        Item(0),
        Item(1),
        Item(2),
        Item(3),
        Item(4),
        Item(5),
        Item(6),
        Item(7),
        Item(8),
        Item(9),
    ];

    /// The item a digit names; `None` above 9.
    pub fn from_digit(d: u8) -> Option<Item> {
        (d <= 9).then_some(Item(d))
    }

    /// The digit of the file and of the bot protocol's matrix.
    pub fn digit(self) -> u8 {
        self.0
    }

    /// Gems (`5`-`9`) add points; mushrooms (`0`-`4`) take them away.
    pub fn is_gem(self) -> bool {
        self.0 >= 5
    }
}

/// What a cell of the map holds at the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tile {
    /// Floor anyone may walk on.
    Empty,
    /// A wall no blast breaks.
    Wall,
    /// A brick: blocks the way until a blast destroys it.
    Brick,
    /// An exit: a player on it leaves the game.
    Exit,
    /// A gem or mushroom with its points.
    Item(Item),
    /// A player's start cell (the cell itself is free).
    Start(Player),
}

impl Tile {
    /// The tile a file character names.
    pub fn from_char(c: char) -> Option<Tile> {
        Some(match c {
            ' ' => Tile::Empty,
            '#' => Tile::Wall,
            'X' => Tile::Brick,
            'E' => Tile::Exit,
            'A' => Tile::Start(Player::One),
            'B' => Tile::Start(Player::Two),
            '0'..='9' => Tile::Item(Item(c as u8 - b'0')),
            _ => return None,
        })
    }

    /// The file character of the tile.
    pub fn to_char(self) -> char {
        match self {
            Tile::Empty => ' ',
            Tile::Wall => '#',
            Tile::Brick => 'X',
            Tile::Exit => 'E',
            Tile::Start(Player::One) => 'A',
            Tile::Start(Player::Two) => 'B',
            Tile::Item(i) => (b'0' + i.0) as char,
        }
    }

    /// Whether a player can stand on it (walls and bricks block, nothing else does).
    pub fn is_free(self) -> bool {
        !matches!(self, Tile::Wall | Tile::Brick)
    }
}

/// A `.bflvl` map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    width: usize,
    height: usize,
    tiles: Vec<Tile>,
    /// The maximum number of rounds.
    pub rounds: u32,
    /// Whole-line comments before the size line, without their `//`.
    pub header: Vec<String>,
    /// The comment after the size line, without its `//`.
    pub size_comment: Option<String>,
    /// The comment after the rounds line, without its `//`.
    pub rounds_comment: Option<String>,
}

impl Level {
    /// An empty map (every cell `Empty`) of `width` x `height`, with `rounds` rounds.
    pub fn new(width: usize, height: usize, rounds: u32) -> Level {
        Level {
            width,
            height,
            tiles: vec![Tile::Empty; width * height],
            rounds,
            header: vec![],
            size_comment: None,
            rounds_comment: None,
        }
    }

    /// Cells across.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Cells down.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The tile at `(x, y)`; outside the map reads as wall, so neighbour lookups need no
    /// bounds checks of their own.
    pub fn get(&self, x: usize, y: usize) -> Tile {
        if x < self.width && y < self.height {
            self.tiles[y * self.width + x]
        } else {
            Tile::Wall
        }
    }

    /// Sets a tile; a position outside the map is ignored.
    pub fn set(&mut self, x: usize, y: usize, tile: Tile) {
        if x < self.width && y < self.height {
            self.tiles[y * self.width + x] = tile;
        }
    }

    /// The tiles, row by row.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// The start cells of a player, in reading order (a valid map has exactly one).
    pub fn starts(&self, p: Player) -> Vec<(usize, usize)> {
        self.positions(|t| t == Tile::Start(p))
    }

    /// Every cell whose tile satisfies `pred`, in reading order.
    pub fn positions(&self, pred: impl Fn(Tile) -> bool) -> Vec<(usize, usize)> {
        self.tiles
            .iter()
            .enumerate()
            .filter(|(_, t)| pred(**t))
            .map(|(i, _)| (i % self.width, i / self.width))
            .collect()
    }
}
