import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Checks native libraries for 16 KB page devices (Android 15+ devices with 16 KB pages cannot
 * load a library built for 4 KB pages):
 * <ul>
 *   <li>every PT_LOAD segment of every {@code .so} is aligned to at least 16384 bytes
 *       ({@code p_align}, what {@code -Wl,-z,max-page-size=16384} sets);</li>
 *   <li>in an {@code .apk}, every {@code .so} stored uncompressed starts at a 16384-byte
 *       boundary of the file (what {@code zipalign -P 16} does), so it can be mapped in place.</li>
 * </ul>
 * Arguments: {@code .so} files, archives ({@code .apk}, {@code .aar}, {@code .jar}, {@code .zip})
 * whose {@code .so} entries are checked, or directories searched for both.
 * Prints one line per library; exit status 1 when one fails or none was found, 2 on bad input.
 *
 * <p>Run with the JDK's single-file launcher: {@code java android/tools/ElfAlignment.java FILE...}
 * (the Gradle build runs it on the APK; scripts/test-android-release.sh on JNA's aar).
 */
public final class ElfAlignment {
    static final long PAGE = 16384;
    private static final int PT_LOAD = 1;

    private int checked;
    private final List<String> failures = new ArrayList<>();

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: java ElfAlignment.java FILE_OR_DIR...");
            System.exit(2);
        }
        ElfAlignment check = new ElfAlignment();
        for (String a : args) check.path(Path.of(a));
        if (check.checked == 0) check.failures.add("no native library found in " + String.join(" ", args));
        for (String f : check.failures) System.out.println("FAIL " + f);
        System.out.println(check.checked + " native libraries checked for 16 KB pages, " + check.failures.size() + " failed");
        System.exit(check.failures.isEmpty() ? 0 : 1);
    }

    private void path(Path p) throws IOException {
        if (Files.isDirectory(p)) {
            try (Stream<Path> s = Files.walk(p)) {
                for (Path f : (Iterable<Path>) s.filter(Files::isRegularFile).sorted()::iterator) {
                    String n = f.toString();
                    if (n.endsWith(".so") || isArchive(n)) file(f);
                }
            }
        } else {
            file(p);
        }
    }

    private static boolean isArchive(String n) {
        return n.endsWith(".apk") || n.endsWith(".aar") || n.endsWith(".jar") || n.endsWith(".zip");
    }

    private void file(Path f) throws IOException {
        byte[] bytes = Files.readAllBytes(f);
        if (isArchive(f.toString())) archive(f.toString(), bytes, f.toString().endsWith(".apk"));
        else elf(f.toString(), ByteBuffer.wrap(bytes));
    }

    /** Checks one ELF image: the smallest p_align of its LOAD segments must be >= 16384. */
    private void elf(String name, ByteBuffer b) {
        checked++;
        String problem = loadAlignmentProblem(b);
        if (problem != null) failures.add(name + ": " + problem);
        else System.out.println("ok   " + name);
    }

    /** Null when every LOAD segment is 16 KB aligned, else what is wrong. */
    static String loadAlignmentProblem(ByteBuffer b) {
        if (b.limit() < 52 || b.get(0) != 0x7f || b.get(1) != 'E' || b.get(2) != 'L' || b.get(3) != 'F') return "not an ELF file";
        boolean is64 = b.get(4) == 2;
        b.order(b.get(5) == 2 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        long phoff = is64 ? b.getLong(0x20) : Integer.toUnsignedLong(b.getInt(0x1C));
        int phentsize = Short.toUnsignedInt(b.getShort(is64 ? 0x36 : 0x2A));
        int phnum = Short.toUnsignedInt(b.getShort(is64 ? 0x38 : 0x2C));
        int loads = 0;
        long smallest = Long.MAX_VALUE;
        for (int i = 0; i < phnum; i++) {
            int at = (int) (phoff + (long) i * phentsize);
            if (at + phentsize > b.limit()) return "program header " + i + " beyond the end of the file";
            if (b.getInt(at) != PT_LOAD) continue;
            long align = is64 ? b.getLong(at + 0x30) : Integer.toUnsignedLong(b.getInt(at + 0x1C));
            loads++;
            smallest = Math.min(smallest, align);
        }
        if (loads == 0) return "no LOAD segment";
        if (smallest < PAGE) return String.format("LOAD segment aligned to 0x%x, needs 0x%x (link with -Wl,-z,max-page-size=16384)", smallest, PAGE);
        return null;
    }

    /**
     * Checks the {@code .so} entries of a zip archive. With {@code apk}, an entry stored
     * uncompressed must also start at a 16 KB boundary (it is mapped straight from the APK).
     */
    private void archive(String name, byte[] zip, boolean apk) throws IOException {
        ByteBuffer z = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        int eocd = -1;
        for (int i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65535); i--) {
            if (z.getInt(i) == 0x06054b50) { eocd = i; break; }
        }
        if (eocd < 0) throw new IOException(name + ": not a zip archive");
        int entries = Short.toUnsignedInt(z.getShort(eocd + 10));
        int at = (int) Integer.toUnsignedLong(z.getInt(eocd + 16));
        for (int e = 0; e < entries; e++) {
            if (z.getInt(at) != 0x02014b50) throw new IOException(name + ": bad central directory");
            int method = Short.toUnsignedInt(z.getShort(at + 10));
            int csize = z.getInt(at + 20);
            int nameLen = Short.toUnsignedInt(z.getShort(at + 28));
            int extraLen = Short.toUnsignedInt(z.getShort(at + 30));
            int commentLen = Short.toUnsignedInt(z.getShort(at + 32));
            int local = z.getInt(at + 42);
            String entry = new String(zip, at + 46, nameLen, java.nio.charset.StandardCharsets.UTF_8);
            at += 46 + nameLen + extraLen + commentLen;
            if (!entry.endsWith(".so")) continue;
            int data = local + 30 + Short.toUnsignedInt(z.getShort(local + 26)) + Short.toUnsignedInt(z.getShort(local + 28));
            String label = name + "!" + entry;
            byte[] so;
            if (method == 0) {
                so = java.util.Arrays.copyOfRange(zip, data, data + csize);
                if (apk && data % PAGE != 0) {
                    checked++;
                    failures.add(label + ": stored at offset " + data + ", not on a 16 KB boundary (zipalign -P 16)");
                    continue;
                }
            } else {
                try (java.util.zip.ZipFile zf = new java.util.zip.ZipFile(name)) {
                    so = zf.getInputStream(zf.getEntry(entry)).readAllBytes();
                }
            }
            elf(label, ByteBuffer.wrap(so));
        }
    }
}
