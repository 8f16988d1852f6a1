package dev.spellspeed.play;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;

/**
 * Debian's headless Chromium driven by Selenium WebDriver, pointed at {@code /usr/bin/chromium} and
 * {@code /usr/bin/chromedriver} (Selenium Manager never runs: both paths are given). Without them the
 * browser tests are skipped with a message saying how to install them, unless
 * {@code SPELLSPEED_REQUIRE_BROWSER} is set (CI sets it once it has installed them): then a missing
 * browser fails the test, so a skip cannot pass unnoticed.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of(System.getProperty("spellspeed.chromium", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(System.getProperty("spellspeed.chromedriver", "/usr/bin/chromedriver"));
    static final String REQUIRE = "SPELLSPEED_REQUIRE_BROWSER";
    static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /** Where the page's downloads (a saved replay, an exported test) land. */
    static final Path DOWNLOADS = Path.of("target", "downloads").toAbsolutePath();

    private final ChromeDriver driver;
    private final WebDriverWait wait;

    private Browser(ChromeDriver driver) {
        this.driver = driver;
        this.wait = new WebDriverWait(driver, Duration.ofSeconds(60));
    }

    /** Skips the calling test (or fails it when the browser is required) unless Chromium and its driver are installed. */
    static void assumeInstalled() {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        String message = "browser tests need Debian's chromium and chromium-driver (" + CHROMIUM + ", " + CHROMEDRIVER
                + "): apt-get install -y chromium chromium-driver";
        if (!present) {
            String required = System.getenv(REQUIRE);
            if (required != null && !required.isBlank() && !required.equals("0")) {
                Assertions.fail(REQUIRE + " is set but " + message);
            }
            System.err.println("SKIPPED browser test: " + message);
            Assumptions.abort("SKIPPED: " + message);
        }
    }

    static Browser open(String url) {
        assumeInstalled();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // CI runs as root, where Chromium's sandbox cannot start
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1500,1000", "--disable-extensions");
        options.setExperimentalOption("prefs", java.util.Map.of("download.default_directory", DOWNLOADS.toString(),
                "download.prompt_for_download", false));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        Browser browser = new Browser(new ChromeDriver(service, options));
        browser.driver.get(url);
        return browser;
    }

    ChromeDriver driver() {
        return driver;
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    String body(String key) {
        Object value = js("return document.body.dataset[arguments[0]] || ''", key);
        return String.valueOf(value);
    }

    /** Waits for a state whose decision differs from {@code previous} (or the duel's end); returns its decision. */
    String awaitState(String previous) {
        wait.until(d -> !body("state").isEmpty() && (!body("state").equals(previous) || body("over").equals("true"))
                && !body("closed").equals("true"));
        return body("state");
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    WebElement one(String css) {
        wait.until(d -> !d.findElements(By.cssSelector(css)).isEmpty());
        return driver.findElement(By.cssSelector(css));
    }

    /** Saves a screenshot as target/screenshots/NAME.png and returns its path. */
    Path screenshot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Path to = SCREENSHOTS.resolve(name + ".png");
            Files.copy(shot.toPath(), to, StandardCopyOption.REPLACE_EXISTING);
            return to;
        } catch (IOException e) {
            throw new IllegalStateException("cannot save screenshot " + name, e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
