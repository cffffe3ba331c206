// The fake peer for the test of `bench 2048 --peer` (see build.sh): the names the driver uses,
// with answers a test can predict. A game is three moves and ends with the highest tile 2048
// (rank 11) and score 20000; every search prefers left, scores depth_limit x 10 moves tried.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <algorithm>

typedef uint64_t board_t;
typedef int (*get_move_func_t)(board_t);

struct eval_state {
    int depth_limit = 0;
    unsigned long moves_evaled = 0;
};

static unsigned unif_random(unsigned n) { return (unsigned)(drand48() * n); }

static int count_distinct_tiles(board_t board) { return board == 0 ? 0 : 12; }

static void init_tables() {}

static float _score_toplevel_move(eval_state &state, board_t, int move) {
    state.moves_evaled = 10ul * state.depth_limit;
    return move == 2 ? 2.0f : 1.0f;
}

static void play_game(get_move_func_t get_move) {
    board_t board = 1;
    for (int i = 1; i <= 3; i++) {
        printf("\nMove #%d, current score=%d\n", i, i * 100);
        get_move(board);
    }
    printf("\nGame over. Your score is 20000. The highest rank you achieved was 11.\n");
}

int main() { return 0; }
