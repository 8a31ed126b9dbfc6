/* Darwin (macOS 13+ SDK) declarations that atrest's Darwin branches use, transcribed from
   apple-oss-distributions/xnu (bsd/sys/*.h, libsyscall/wrappers/spawn/spawn.h) and the
   Libc/libpthread/Libm prototypes. C names carry a dw_ prefix so that they cannot clash with
   glibc's, which FoundationEssentials loads; swift_name gives each its real Darwin name. */
#define SN(x) __attribute__((swift_name(x)))

/* sys/_types.h */
typedef signed char        dw_int8;
typedef unsigned char      dw_uint8;
typedef short              dw_int16;
typedef unsigned short     dw_uint16;
typedef int                dw_int32;
typedef unsigned int       dw_uint32;
typedef long long          dw_int64;
typedef unsigned long long dw_uint64;
typedef unsigned long      dw_size_t SN("size_t");
typedef long               dw_ssize_t SN("ssize_t");
typedef dw_uint16 dw_mode_t  SN("mode_t");    /* __darwin_mode_t: __uint16_t */
typedef dw_int32  dw_dev_t   SN("dev_t");
typedef dw_uint16 dw_nlink_t SN("nlink_t");
typedef dw_uint64 dw_ino64_t;
typedef dw_uint32 dw_uid_t   SN("uid_t");
typedef dw_uint32 dw_gid_t   SN("gid_t");
typedef dw_int64  dw_off_t   SN("off_t");
typedef dw_int64  dw_blkcnt_t SN("blkcnt_t");
typedef dw_int32  dw_blksize_t SN("blksize_t");
typedef dw_int32  dw_pid_t   SN("pid_t");
typedef dw_uint32 dw_useconds_t SN("useconds_t");
typedef long      dw_time_t  SN("time_t");

struct SN("timespec") dw_timespec { dw_time_t tv_sec; long tv_nsec; };

/* bsd/sys/stat.h, __DARWIN_STRUCT_STAT64 with the timespec times (not _POSIX_C_SOURCE) */
struct SN("stat") dw_stat {
    dw_dev_t st_dev; dw_mode_t st_mode; dw_nlink_t st_nlink; dw_ino64_t st_ino;
    dw_uid_t st_uid; dw_gid_t st_gid; dw_dev_t st_rdev;
    struct dw_timespec st_atimespec; struct dw_timespec st_mtimespec;
    struct dw_timespec st_ctimespec; struct dw_timespec st_birthtimespec;
    dw_off_t st_size; dw_blkcnt_t st_blocks; dw_blksize_t st_blksize;
    dw_uint32 st_flags; dw_uint32 st_gen; dw_int32 st_lspare; dw_int64 st_qspare[2];
};
int dw_stat_f(const char *, struct dw_stat *) SN("stat(_:_:)");
int dw_lstat(const char *, struct dw_stat *) SN("lstat(_:_:)");
int dw_fstat(int, struct dw_stat *) SN("fstat(_:_:)");
int dw_chmod(const char *, dw_mode_t) SN("chmod(_:_:)");
int dw_fchmod(int, dw_mode_t) SN("fchmod(_:_:)");
int dw_mkdir(const char *, dw_mode_t) SN("mkdir(_:_:)");
int dw_mkfifo(const char *, dw_mode_t) SN("mkfifo(_:_:)");

/* bsd/sys/dirent.h (64-bit ino_t) and Libc dirent.h */
struct SN("dirent") dw_dirent {
    dw_uint64 d_ino; dw_uint64 d_seekoff; dw_uint16 d_reclen; dw_uint16 d_namlen;
    dw_uint8 d_type; char d_name[1024];
};
typedef struct { int __dd_fd; long __dd_loc; long __dd_size; char *__dd_buf; int __dd_len; long __dd_seek; long __padding; int __dd_flags; } dw_DIR SN("DIR");
dw_DIR *dw_opendir(const char *) SN("opendir(_:)");
struct dw_dirent *dw_readdir(dw_DIR *) SN("readdir(_:)");
int dw_closedir(dw_DIR *) SN("closedir(_:)");
#define NAME_MAX 255
#define PATH_MAX 1024

/* unistd.h, stdio.h, stdlib.h, string.h */
dw_ssize_t dw_read(int, void *, dw_size_t) SN("read(_:_:_:)");
dw_ssize_t dw_write(int, const void *, dw_size_t) SN("write(_:_:_:)");
dw_ssize_t dw_pread(int, void *, dw_size_t, dw_off_t) SN("pread(_:_:_:_:)");
dw_off_t dw_lseek(int, dw_off_t, int) SN("lseek(_:_:_:)");
#define SEEK_SET 0
int dw_close(int) SN("close(_:)");
int dw_pipe(int [2]) SN("pipe(_:)");
int dw_fsync(int) SN("fsync(_:)");
int dw_unlink(const char *) SN("unlink(_:)");
int dw_link(const char *, const char *) SN("link(_:_:)");
int dw_rename(const char *, const char *) SN("rename(_:_:)");
dw_pid_t dw_getpid(void) SN("getpid()");
dw_uid_t dw_geteuid(void) SN("geteuid()");
dw_uid_t dw_getuid(void) SN("getuid()");
int dw_isatty(int) SN("isatty(_:)");
int dw_usleep(dw_useconds_t) SN("usleep(_:)");
char *dw_getcwd(char *, dw_size_t) SN("getcwd(_:_:)");
dw_ssize_t dw_readlink(const char *, char *, dw_size_t) SN("readlink(_:_:_:)");
char *dw_realpath(const char *, char *) SN("realpath(_:_:)");
int dw_setenv(const char *, const char *, int) SN("setenv(_:_:_:)");
void dw_exit(int) __attribute__((noreturn)) SN("exit(_:)");
void *dw_malloc(dw_size_t) SN("malloc(_:)");
void *dw_realloc(void *, dw_size_t) SN("realloc(_:_:)");
void dw_free(void *) SN("free(_:)");
char *dw_strchr(const char *, int) SN("strchr(_:_:)");
dw_size_t dw_strlen(const char *) SN("strlen(_:)");
char *dw_strdup(const char *) SN("strdup(_:)");
int dw_memcmp(const void *, const void *, dw_size_t) SN("memcmp(_:_:_:)");
void *dw_memchr(const void *, int, dw_size_t) SN("memchr(_:_:_:)");
char *dw_strerror(int) SN("strerror(_:)");
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

/* libsyscall/wrappers/libproc/libproc.h, bsd/sys/proc_info.h, bsd/sys/param.h */
#define MAXPATHLEN 1024
#define PROC_PIDPATHINFO_MAXSIZE (4 * MAXPATHLEN)
int dw_proc_name(int, void *, dw_uint32) SN("proc_name(_:_:_:)");
int dw_proc_pidpath(int, void *, dw_uint32) SN("proc_pidpath(_:_:_:)");
dw_pid_t dw_getppid(void) SN("getppid()");

/* crt_externs.h */
char ***dw_NSGetEnviron(void) SN("_NSGetEnviron()");

/* bsd/sys/fcntl.h (open and fcntl themselves are variadic: the Swift overlay declares them) */
#define O_RDONLY    0x0000
#define O_WRONLY    0x0001
#define O_RDWR      0x0002
#define O_NONBLOCK  0x00000004
#define O_NOFOLLOW  0x00000100
#define O_CREAT     0x00000200
#define O_TRUNC     0x00000400
#define O_EXCL      0x00000800
#define O_DIRECTORY 0x00100000
#define O_CLOEXEC   0x01000000
#define F_GETFD 1
#define F_GETFL 3
#define F_SETFL 4
#define F_FULLFSYNC 51
#define F_BARRIERFSYNC 85
#define LOCK_EX 0x02
#define LOCK_NB 0x04
int dw_flock(int, int) SN("flock(_:_:)");

/* bsd/sys/errno.h */
#define EPERM 1
#define ENOENT 2
#define ESRCH 3
#define EINTR 4
#define EIO 5
#define EBADF 9
#define ENOMEM 12
#define EACCES 13
#define EEXIST 17
#define EXDEV 18
#define ENOTDIR 20
#define EISDIR 21
#define EINVAL 22
#define ENOTTY 25
#define EFBIG 27
#define ENOSPC 28
#define EROFS 30
#define EPIPE 32
#define EAGAIN 35
#define EWOULDBLOCK EAGAIN
#define ENOTSUP 45
#define ETIMEDOUT 60
#define ELOOP 62
#define ENAMETOOLONG 63
#define ENOTEMPTY 66
#define EDQUOT 69
#define EOPNOTSUPP 102

/* bsd/sys/signal.h and Libc signal.h */
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGKILL 9
#define SIGPIPE 13
#define SIGTERM 15
#define SIGTSTP 18
#define SIGCONT 19
#define SIGWINCH 28
typedef void (*dw_sig_t)(int) SN("sig_t");
void (*dw_signal(int, void (*)(int)))(int) SN("signal(_:_:)");
int dw_raise(int) SN("raise(_:)");
int dw_kill(dw_pid_t, int) SN("kill(_:_:)");

/* bsd/sys/termios.h, bsd/sys/ttycom.h */
typedef unsigned long dw_tcflag_t SN("tcflag_t");
typedef unsigned char dw_cc_t SN("cc_t");
typedef unsigned long dw_speed_t SN("speed_t");
#define NCCS 20
#define VMIN 16
#define VTIME 17
#define ICRNL  0x00000100
#define IXON   0x00000200
#define ECHO   0x00000008
#define ICANON 0x00000100
#define IEXTEN 0x00000400
#define TCSANOW 0
#define TCSADRAIN 1
struct SN("termios") dw_termios {
    dw_tcflag_t c_iflag; dw_tcflag_t c_oflag; dw_tcflag_t c_cflag; dw_tcflag_t c_lflag;
    dw_cc_t c_cc[NCCS]; dw_speed_t c_ispeed; dw_speed_t c_ospeed;
};
int dw_tcgetattr(int, struct dw_termios *) SN("tcgetattr(_:_:)");
int dw_tcsetattr(int, int, const struct dw_termios *) SN("tcsetattr(_:_:_:)");
struct SN("winsize") dw_winsize { unsigned short ws_row; unsigned short ws_col; unsigned short ws_xpixel; unsigned short ws_ypixel; };

/* bsd/sys/poll.h */
#define POLLIN   0x0001
#define POLLERR  0x0008
#define POLLHUP  0x0010
#define POLLNVAL 0x0020
struct SN("pollfd") dw_pollfd { int fd; short events; short revents; };
typedef unsigned int dw_nfds_t SN("nfds_t");
int dw_poll(struct dw_pollfd *, dw_nfds_t, int) SN("poll(_:_:_:)");

/* libsyscall/wrappers/spawn/spawn.h, sys/wait.h */
typedef void *dw_posix_spawnattr_t SN("posix_spawnattr_t");
typedef void *dw_posix_spawn_file_actions_t SN("posix_spawn_file_actions_t");
int dw_posix_spawn(dw_pid_t *, const char *, const dw_posix_spawn_file_actions_t *,
    const dw_posix_spawnattr_t *, char *const [], char *const []) SN("posix_spawn(_:_:_:_:_:_:)");
int dw_psfa_addclose(dw_posix_spawn_file_actions_t *, int) SN("posix_spawn_file_actions_addclose(_:_:)");
int dw_psfa_adddup2(dw_posix_spawn_file_actions_t *, int, int) SN("posix_spawn_file_actions_adddup2(_:_:_:)");
int dw_psfa_destroy(dw_posix_spawn_file_actions_t *) SN("posix_spawn_file_actions_destroy(_:)");
int dw_psfa_init(dw_posix_spawn_file_actions_t *) SN("posix_spawn_file_actions_init(_:)");
dw_pid_t dw_waitpid(dw_pid_t, int *, int) SN("waitpid(_:_:_:)");

/* libpthread: pthread_mutex_t is struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; } */
typedef struct { long __sig; char __opaque[56]; } dw_pthread_mutex_t SN("pthread_mutex_t");
typedef struct { long __sig; char __opaque[8]; } dw_pthread_mutexattr_t SN("pthread_mutexattr_t");
int dw_pthread_mutex_init(dw_pthread_mutex_t *, const dw_pthread_mutexattr_t * _Nullable) SN("pthread_mutex_init(_:_:)");
int dw_pthread_mutex_destroy(dw_pthread_mutex_t *) SN("pthread_mutex_destroy(_:)");
int dw_pthread_mutex_lock(dw_pthread_mutex_t *) SN("pthread_mutex_lock(_:)");
int dw_pthread_mutex_unlock(dw_pthread_mutex_t *) SN("pthread_mutex_unlock(_:)");

/* math.h */
double dw_pow(double, double) SN("pow(_:_:)");
double dw_cbrt(double) SN("cbrt(_:)");
double dw_sin(double) SN("sin(_:)");
double dw_cos(double) SN("cos(_:)");
double dw_atan2(double, double) SN("atan2(_:_:)");
