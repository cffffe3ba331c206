// The side-by-side driver for nneonneo/2048-ai (MIT, ../shared/peers/nneonneo-2048/), written for
// gridwright's `bench 2048 --peer`: compiled beside the peer's own files in the folder its
// build.sh made (`g++ -O3 -std=c++11 -Wno-return-type -o driver driver.cpp`: the peer's flags,
// and no warning that the renamed main returns nothing). It #includes the
// peer's 2048.cpp unchanged and changes only this:
//  - main: the peer's is renamed (peer_main, never called), so this file's runs;
//  - the seed: the peer seeds drand48 from /dev/urandom at its first draw; the driver makes that
//    draw, then calls srand48(SEED), so a seed always plays the same game;
//  - the depth: the peer's score_toplevel_move sets depth_limit = max(3, distinct tiles - 2) and
//    prints a line; the driver's root loop does the same four root moves, each with a fresh
//    eval_state (as the peer does) and depth_limit the fixed depth asked or the peer's own rule,
//    picks the move as find_best_move does (the first of up, down, left, right with the highest
//    value above 0), prints nothing per search, and times each move (wall clock and the
//    thread's CPU time).
// The search itself (move tables, heuristic, probability cutoff, transposition table) and the
// game (play_game, spawns, score) are the peer's own code.
//
// usage: driver play SEED DEPTH      plays one game; DEPTH is a number or "adaptive". The peer
//                                    prints "Move #N" lines and "Game over. Your score is S. The
//                                    highest rank you achieved was R."; then the driver prints
//                                    "driver moves M wall_ms W cpu_ms C slowest_ms X evaluated E"
//                                    (times in all; E: the peer's count of moves tried).
//        driver positions DEPTH      for each board read from stdin (a hex board_t a line), one
//                                    line "MOVE WALL_MS CPU_MS EVALUATED" (MOVE one of U D L R, or -
//                                    for none).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <chrono>

#define main peer_main
#include "2048.cpp"
#undef main

static int fixed_depth = 0;  // 0: the peer's own rule
static unsigned long evaluated = 0;
static double total_ms = 0, cpu_ms = 0, slowest_ms = 0;
static unsigned long searches = 0;

static int depth_for(board_t board) {
    if (fixed_depth > 0) return fixed_depth;
    return std::max(3, count_distinct_tiles(board) - 2);
}

static double thread_cpu_ms() {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// find_best_move without its printing, at the depth asked.
static int driver_best_move(board_t board) {
    auto start = std::chrono::steady_clock::now();
    double cpu_start = thread_cpu_ms();
    float best = 0;
    int bestmove = -1;
    for (int move = 0; move < 4; move++) {
        eval_state state;
        state.depth_limit = depth_for(board);
        float res = _score_toplevel_move(state, board, move);
        evaluated += state.moves_evaled;
        if (res > best) {
            best = res;
            bestmove = move;
        }
    }
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    total_ms += ms;
    cpu_ms += thread_cpu_ms() - cpu_start;
    if (ms > slowest_ms) slowest_ms = ms;
    searches++;
    return bestmove;
}

static int parse_depth(const char *s) {
    if (strcmp(s, "adaptive") == 0) return 0;
    int d = atoi(s);
    if (d < 1 || d > 30) {
        fprintf(stderr, "driver: depth '%s' is not 1 to 30 or adaptive\n", s);
        exit(2);
    }
    return d;
}

int main(int argc, char **argv) {
    if (argc == 4 && strcmp(argv[1], "play") == 0) {
        fixed_depth = parse_depth(argv[3]);
        unif_random(1);  // the peer's own seeding happens here, then the seed asked replaces it
        srand48(strtol(argv[2], NULL, 10));
        init_tables();
        play_game(driver_best_move);
        printf("driver moves %lu wall_ms %.3f cpu_ms %.3f slowest_ms %.3f evaluated %lu\n", searches,
               total_ms, cpu_ms, slowest_ms, evaluated);
        return 0;
    }
    if (argc == 3 && strcmp(argv[1], "positions") == 0) {
        fixed_depth = parse_depth(argv[2]);
        init_tables();
        char line[128];
        while (fgets(line, sizeof line, stdin)) {
            board_t board = strtoull(line, NULL, 16);
            unsigned long before = evaluated;
            double before_ms = total_ms, before_cpu = cpu_ms;
            int move = driver_best_move(board);
            printf("%c %.4f %.4f %lu\n", move < 0 ? '-' : "UDLR"[move], total_ms - before_ms,
                   cpu_ms - before_cpu, evaluated - before);
            fflush(stdout);
        }
        return 0;
    }
    fprintf(stderr, "usage: driver play SEED DEPTH | driver positions DEPTH < boards\n");
    return 2;
}
