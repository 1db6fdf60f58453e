import {
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  registerRequest,
  registerResponse,
  sendMobileOtpRequest,
  sendOtpRequest,
  verifyMobileOtpRequest,
  verifyOtpRequest,
  verifyOtpResponse,
} from '@lexi/shared/api/accounts';
import { messageResponse } from '@lexi/shared/api/common';
import { messages } from '@lexi/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { principalOf } from '../../plugins/auth.ts';
import { login } from './login.service.ts';
import { resetPassword, verifyResetOtp } from './password-reset.service.ts';
import { registerAccount } from './register.service.ts';
import { endSession } from './session.service.ts';
import { toUserData } from './user-data.ts';
import { sendEmailOtp, sendMobileOtp, verifyEmailOtp, verifyMobileOtp } from './verification.service.ts';

const tags = ['accounts'];
const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account on the free plan',
        body: registerRequest,
        response: { 200: registerResponse },
      },
    },
    async (request) => {
      const user = await registerAccount(deps, request.body);
      return { success: true as const, message: messages.accounts.registered, user_data: toUserData(user) };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with username (or email) and password',
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const result = await login(deps, request.body, meta(request));
      return {
        success: true as const,
        message: messages.login.loginSuccess,
        token: result.token,
        expires_at: result.expiresAt.toISOString(),
        user_data: toUserData(result.user),
      };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke this session',
        security: [{ bearer: [] }],
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await endSession(deps, principalOf(request).sessionId);
      return { success: true as const, message: messages.accounts.loggedOut };
    },
  );

  app.post(
    '/send_otp',
    {
      schema: {
        tags,
        summary: 'Email a 6-digit code (email verification or password reset)',
        body: sendOtpRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const message = await sendEmailOtp(deps, request.body.email, request.body.purpose ?? 'verify_email');
      return { success: true as const, message };
    },
  );

  app.post(
    '/verify_otp',
    {
      schema: {
        tags,
        summary: 'Check an emailed code',
        body: verifyOtpRequest,
        response: { 200: verifyOtpResponse },
      },
    },
    async (request) => {
      const { email, otp, purpose } = request.body;
      if (purpose === 'forgot_password') {
        const result = await verifyResetOtp(deps, email, otp);
        return { success: true as const, message: result.message, reset_token: result.resetToken };
      }
      return { success: true as const, message: await verifyEmailOtp(deps, email, otp) };
    },
  );

  app.post(
    '/send_mobile_otp',
    {
      schema: {
        tags,
        summary: 'Text a 6-digit code to verify a mobile number',
        body: sendMobileOtpRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ success: true as const, message: await sendMobileOtp(deps, request.body.mobile) }),
  );

  app.post(
    '/verify_mobile_otp',
    {
      schema: {
        tags,
        summary: 'Check a texted code',
        body: verifyMobileOtpRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: await verifyMobileOtp(deps, request.body.mobile, request.body.otp),
    }),
  );

  app.post(
    '/forgot_password',
    {
      schema: {
        tags,
        summary: 'Set a new password after verifying the emailed code',
        body: forgotPasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { email, new_password, reset_token } = request.body;
      const message = await resetPassword(deps, {
        email,
        newPassword: new_password,
        resetToken: reset_token,
      });
      return { success: true as const, message };
    },
  );
};
