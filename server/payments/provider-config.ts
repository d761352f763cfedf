import type { ServerConfig } from "../config";
import { PesapalClient, pesapalProvider } from "./pesapal";
import { pesapalStandInCredentials, pesapalStandInPrefix } from "./pesapal-stand-in";
import type { PaymentProvider } from "./provider";
import { paymentPaths, paymentsPrefix } from "./routes";

/**
 * The payment provider: Pesapal's service when its keys are set (its IPNs to SITE_URL), else the
 * stand-in on this server, made once the server listens.
 */
export function paymentProvider(
  config: Pick<ServerConfig, "pesapal" | "siteUrl" | "apiKey">,
  origin: () => string,
): () => PaymentProvider {
  let provider: PaymentProvider | null = null;
  const ipnPath = `${paymentsPrefix}${paymentPaths.ipn}`;
  return () => {
    if (provider) return provider;
    const { pesapal } = config;
    provider = pesapal
      ? pesapalProvider(
          new PesapalClient(pesapal.baseUrl, pesapal),
          `${config.siteUrl ?? origin()}${ipnPath}`,
        )
      : pesapalProvider(
          new PesapalClient(
            `${origin()}${pesapalStandInPrefix}`,
            pesapalStandInCredentials(config.apiKey),
          ),
          `${origin()}${ipnPath}`,
        );
    return provider;
  };
}
