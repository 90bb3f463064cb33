; ModuleID = 'ggml.cu'
source_filename = "ggml.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z13lds_block_sumILi9000EEvPKiPi = comdat any

$_Z13lds_block_sumILi9001EEvPKiPi = comdat any

$_Z12regs_row_sumILi1000EEvPKiPi = comdat any

$_Z12regs_row_sumILi1001EEvPKiPi = comdat any

$_Z12regs_row_sumILi1002EEvPKiPi = comdat any

$_Z12regs_row_sumILi1003EEvPKiPi = comdat any

$_Z12regs_row_sumILi1004EEvPKiPi = comdat any

$_Z12regs_row_sumILi1005EEvPKiPi = comdat any

$_Z12regs_row_sumILi1006EEvPKiPi = comdat any

$_Z12regs_row_sumILi1007EEvPKiPi = comdat any

$_Z12regs_row_sumILi1008EEvPKiPi = comdat any

$_Z12regs_row_sumILi1009EEvPKiPi = comdat any

$_Z12regs_row_sumILi1010EEvPKiPi = comdat any

$_Z12regs_row_sumILi1011EEvPKiPi = comdat any

$_ZZ13lds_block_sumILi9000EEvPKiPiE3buf = comdat any

$_ZZ13lds_block_sumILi9001EEvPKiPiE3buf = comdat any

@_ZZ13lds_block_sumILi9000EEvPKiPiE3buf = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [9000 x i32] undef, comdat, align 4
@_ZZ13lds_block_sumILi9001EEvPKiPiE3buf = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [9001 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @dot_q8(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %6
  %12 = and i32 %11, -32
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  %16 = zext nneg i32 %7 to i64
  %17 = getelementptr inbounds nuw i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i32, ptr %15, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = tail call noundef i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %18, i32 %20, i32 0) #10, !srcloc !10
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 range(i32 1, -2147483648) 16, i32 31)
  %23 = add nsw i32 %22, %21
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 range(i32 1, -2147483648) 8, i32 31)
  %25 = add nsw i32 %24, %23
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 range(i32 1, -2147483648) 4, i32 31)
  %27 = add nsw i32 %26, %25
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 range(i32 1, -2147483648) 2, i32 31)
  %29 = add nsw i32 %28, %27
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 range(i32 1, -2147483648) 1, i32 31)
  %31 = icmp eq i32 %7, 0
  br i1 %31, label %32, label %40

32:                                               ; preds = %5
  %33 = lshr i32 %11, 5
  %34 = add nsw i32 %30, %29
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr inbounds nuw float, ptr %3, i64 %35
  %37 = sitofp i32 %34 to float
  %38 = fmul contract float %4, %37
  %39 = getelementptr inbounds nuw i32, ptr %2, i64 %35
  store i32 %34, ptr %39, align 4, !tbaa !5
  store float %38, ptr %36, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %32, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @dot_forms(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %10, %6
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %1, i64 %12
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %2, i64 %12
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = tail call noundef i32 asm "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %14, i32 %16, i32 %18) #10, !srcloc !13
  %20 = getelementptr inbounds i32, ptr %3, i64 %12
  store i32 %19, ptr %20, align 4, !tbaa !5
  %21 = load i32, ptr %13, align 4, !tbaa !5
  %22 = load i32, ptr %15, align 4, !tbaa !5
  %23 = load i32, ptr %17, align 4, !tbaa !5
  %24 = tail call noundef i32 asm "dp4a.s32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %21, i32 %22, i32 %23) #10, !srcloc !14
  %25 = add nsw i32 %9, %11
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %3, i64 %26
  store i32 %24, ptr %27, align 4, !tbaa !5
  %28 = load i32, ptr %13, align 4, !tbaa !5
  %29 = load i32, ptr %15, align 4, !tbaa !5
  %30 = load i32, ptr %17, align 4, !tbaa !5
  %31 = tail call noundef i32 asm "dp2a.lo.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %28, i32 %29, i32 %30) #10, !srcloc !15
  %32 = shl nsw i32 %11, 1
  %33 = add nsw i32 %32, %9
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %3, i64 %34
  store i32 %31, ptr %35, align 4, !tbaa !5
  %36 = load i32, ptr %13, align 4, !tbaa !5
  %37 = load i32, ptr %15, align 4, !tbaa !5
  %38 = load i32, ptr %17, align 4, !tbaa !5
  %39 = tail call noundef i32 asm "dp2a.hi.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %36, i32 %37, i32 %38) #10, !srcloc !16
  %40 = mul nsw i32 %11, 3
  %41 = add nsw i32 %40, %9
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %3, i64 %42
  store i32 %39, ptr %43, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @soft_max_alibi(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = add nuw nsw i32 %9, 1
  %11 = uitofp nneg i32 %10 to float
  %12 = fmul float %11, 5.000000e-01
  %13 = tail call float @llvm.trunc.f32(float %12)
  %14 = fmul float %13, 2.000000e+00
  %15 = fsub float %11, %14
  %16 = tail call float @llvm.nvvm.fabs.f32(float %15)
  %17 = fcmp une float %16, 1.000000e+00
  %18 = tail call float @llvm.nvvm.fabs.f32(float %5)
  %19 = fcmp olt float %18, 0x3810000000000000
  %20 = fmul float %18, 0x4170000000000000
  %21 = select i1 %19, float %20, float %18
  %22 = select i1 %19, float -2.400000e+01, float 0.000000e+00
  %23 = bitcast float %21 to i32
  %24 = add i32 %23, -1060439283
  %25 = and i32 %24, -8388608
  %26 = sub i32 %23, %25
  %27 = bitcast i32 %26 to float
  %28 = sitofp i32 %25 to float
  %29 = tail call float @llvm.fma.f32(float %28, float 0x3E80000000000000, float %22)
  %30 = fadd float %27, -1.000000e+00
  %31 = fadd float %27, 1.000000e+00
  %32 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %31) #11, !srcloc !17
  %33 = fmul float %30, 2.000000e+00
  %34 = fmul float %33, %32
  %35 = fmul float %34, %34
  %36 = fsub float %30, %34
  %37 = fmul float %36, 2.000000e+00
  %38 = fneg float %34
  %39 = tail call float @llvm.fma.f32(float %38, float %30, float %37)
  %40 = tail call float @llvm.nvvm.mul.rn.f(float %32, float %39) #12
  %41 = tail call float @llvm.fma.f32(float %35, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %42 = tail call float @llvm.fma.f32(float %41, float %35, float 0x3F92776E60000000)
  %43 = tail call float @llvm.fma.f32(float %42, float %35, float 0x3FBEC709E0000000)
  %44 = tail call float @llvm.nvvm.mul.rn.f(float %43, float %35) #12
  %45 = tail call float @llvm.fma.f32(float %34, float 0x3FF7154760000000, float %29)
  %46 = fsub float %29, %45
  %47 = tail call float @llvm.fma.f32(float %34, float 0x3FF7154760000000, float %46)
  %48 = tail call float @llvm.fma.f32(float %40, float 0x3FF7154760000000, float %47)
  %49 = tail call float @llvm.fma.f32(float %34, float 0x3E54ABC680000000, float %48)
  %50 = fmul float %44, 3.000000e+00
  %51 = tail call float @llvm.fma.f32(float %50, float %40, float %49)
  %52 = tail call float @llvm.fma.f32(float %44, float %34, float %51)
  %53 = tail call float @llvm.nvvm.add.rn.f(float %45, float %52) #12
  %54 = fneg float %45
  %55 = tail call float @llvm.nvvm.add.rn.f(float %53, float %54) #12
  %56 = fneg float %55
  %57 = tail call float @llvm.nvvm.add.rn.f(float %52, float %56) #12
  %58 = tail call float @llvm.nvvm.mul.rn.f(float %53, float %11) #12
  %59 = fneg float %58
  %60 = tail call float @llvm.fma.f32(float %53, float %11, float %59)
  %61 = tail call float @llvm.fma.f32(float %57, float %11, float %60)
  %62 = tail call float @llvm.nvvm.round.f(float %58) #12
  %63 = fsub float %58, %62
  %64 = fadd float %63, %61
  %65 = tail call float @llvm.fma.f32(float %64, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %66 = tail call float @llvm.fma.f32(float %65, float %64, float 0x3F83B30AC0000000)
  %67 = tail call float @llvm.fma.f32(float %66, float %64, float 0x3FAC6AF760000000)
  %68 = tail call float @llvm.fma.f32(float %67, float %64, float 0x3FCEBFBD80000000)
  %69 = tail call float @llvm.fma.f32(float %68, float %64, float 0x3FE62E4300000000)
  %70 = tail call float @llvm.fma.f32(float %69, float %64, float 1.000000e+00)
  %71 = fptosi float %62 to i32
  %72 = fcmp ogt float %62, 0.000000e+00
  %73 = select i1 %72, i32 0, i32 -2097152000
  %74 = add nsw i32 %73, 2130706432
  %75 = bitcast i32 %74 to float
  %76 = fmul float %70, %75
  %77 = shl i32 %71, 23
  %78 = sub i32 %77, %73
  %79 = bitcast i32 %78 to float
  %80 = fmul float %76, %79
  %81 = tail call float @llvm.nvvm.fabs.f32(float %58)
  %82 = fcmp ogt float %81, 1.520000e+02
  %83 = fcmp olt float %58, 0.000000e+00
  %84 = select i1 %83, float 0.000000e+00, float 0x7FF0000000000000
  %85 = select i1 %82, float %84, float %80
  %86 = fcmp oeq float %5, 1.000000e+00
  br i1 %86, label %111, label %87

87:                                               ; preds = %6
  %88 = fcmp uno float %18, 0.000000e+00
  br i1 %88, label %92, label %89

89:                                               ; preds = %87
  %90 = tail call float @llvm.nvvm.fabs.f32(float %11)
  %91 = fcmp uno float %90, 0.000000e+00
  br i1 %91, label %92, label %94

92:                                               ; preds = %89, %87
  %93 = tail call float @llvm.nvvm.add.rn.f(float %5, float %11) #12
  br label %111

94:                                               ; preds = %89
  %95 = fcmp oeq float %5, 0.000000e+00
  %96 = fcmp oeq float %18, 0x7FF0000000000000
  %97 = select i1 %95, i1 true, i1 %96
  br i1 %97, label %98, label %102

98:                                               ; preds = %94
  %99 = fadd float %5, %5
  %100 = tail call float @llvm.fabs.f32(float %99)
  %101 = select i1 %17, float %100, float %99
  br label %111

102:                                              ; preds = %94
  %103 = fcmp oeq float %5, -1.000000e+00
  %104 = fcmp oeq float %90, 0x7FF0000000000000
  %105 = and i1 %104, %103
  br i1 %105, label %111, label %106

106:                                              ; preds = %102
  %107 = fcmp olt float %5, 0.000000e+00
  br i1 %107, label %108, label %111

108:                                              ; preds = %106
  %109 = fneg float %85
  %110 = select i1 %17, float %85, float %109
  br label %111

111:                                              ; preds = %6, %92, %98, %102, %106, %108
  %112 = phi float [ 1.000000e+00, %6 ], [ %93, %92 ], [ %101, %98 ], [ 1.000000e+00, %102 ], [ %110, %108 ], [ %85, %106 ]
  %113 = icmp eq i32 %8, 0
  br i1 %113, label %114, label %117

114:                                              ; preds = %111
  %115 = zext nneg i32 %9 to i64
  %116 = getelementptr inbounds nuw float, ptr %2, i64 %115
  store float %112, ptr %116, align 4, !tbaa !11
  br label %117

117:                                              ; preds = %114, %111
  %118 = icmp slt i32 %8, %3
  br i1 %118, label %119, label %121

119:                                              ; preds = %117
  %120 = mul nsw i32 %3, %9
  br label %133

121:                                              ; preds = %133, %117
  %122 = phi float [ 0xFFF0000000000000, %117 ], [ %144, %133 ]
  %123 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %122, i32 range(i32 1, -2147483648) 16, i32 31)
  %124 = tail call float @llvm.maxnum.f32(float %122, float %123)
  %125 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %124, i32 range(i32 1, -2147483648) 8, i32 31)
  %126 = tail call float @llvm.maxnum.f32(float %124, float %125)
  %127 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %126, i32 range(i32 1, -2147483648) 4, i32 31)
  %128 = tail call float @llvm.maxnum.f32(float %126, float %127)
  %129 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %128, i32 range(i32 1, -2147483648) 2, i32 31)
  %130 = tail call float @llvm.maxnum.f32(float %128, float %129)
  %131 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %130, i32 range(i32 1, -2147483648) 1, i32 31)
  %132 = tail call float @llvm.maxnum.f32(float %130, float %131)
  br i1 %118, label %147, label %149

133:                                              ; preds = %119, %133
  %134 = phi float [ 0xFFF0000000000000, %119 ], [ %144, %133 ]
  %135 = phi i32 [ %8, %119 ], [ %145, %133 ]
  %136 = add nsw i32 %135, %120
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr %0, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = fmul contract float %4, %139
  %141 = uitofp nneg i32 %135 to float
  %142 = fmul contract float %112, %141
  %143 = fadd contract float %142, %140
  %144 = tail call float @llvm.maxnum.f32(float %134, float %143)
  %145 = add nuw nsw i32 %135, 32
  %146 = icmp slt i32 %145, %3
  br i1 %146, label %133, label %121, !llvm.loop !18

147:                                              ; preds = %121
  %148 = mul nsw i32 %3, %9
  br label %161

149:                                              ; preds = %161, %121
  %150 = phi float [ 0.000000e+00, %121 ], [ %186, %161 ]
  %151 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %150, i32 range(i32 1, -2147483648) 16, i32 31)
  %152 = fadd contract float %150, %151
  %153 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %152, i32 range(i32 1, -2147483648) 8, i32 31)
  %154 = fadd contract float %152, %153
  %155 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %154, i32 range(i32 1, -2147483648) 4, i32 31)
  %156 = fadd contract float %154, %155
  %157 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %156, i32 range(i32 1, -2147483648) 2, i32 31)
  %158 = fadd contract float %156, %157
  %159 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %158, i32 range(i32 1, -2147483648) 1, i32 31)
  %160 = fadd contract float %158, %159
  br i1 %118, label %189, label %191

161:                                              ; preds = %147, %161
  %162 = phi i32 [ %8, %147 ], [ %187, %161 ]
  %163 = phi float [ 0.000000e+00, %147 ], [ %186, %161 ]
  %164 = add nsw i32 %162, %148
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %0, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = fmul contract float %4, %167
  %169 = uitofp nneg i32 %162 to float
  %170 = fmul contract float %112, %169
  %171 = fadd contract float %170, %168
  %172 = fsub contract float %171, %132
  %173 = tail call float @llvm.fma.f32(float %172, float 0x3F777313A0000000, float 5.000000e-01)
  %174 = tail call float @llvm.nvvm.saturate.f(float %173) #12
  %175 = tail call float @llvm.nvvm.fma.rm.f(float %174, float 2.520000e+02, float 0x4168000020000000) #12
  %176 = fadd float %175, 0xC168000FE0000000
  %177 = fneg float %176
  %178 = tail call float @llvm.fma.f32(float %172, float 0x3FF7154760000000, float %177)
  %179 = tail call float @llvm.fma.f32(float %172, float 0x3E54AE0C00000000, float %178)
  %180 = bitcast float %175 to i32
  %181 = shl i32 %180, 23
  %182 = bitcast i32 %181 to float
  %183 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %179)
  %184 = fmul float %183, %182
  %185 = getelementptr inbounds float, ptr %1, i64 %165
  store float %184, ptr %185, align 4, !tbaa !11
  %186 = fadd contract float %163, %184
  %187 = add nuw nsw i32 %162, 32
  %188 = icmp slt i32 %187, %3
  br i1 %188, label %161, label %149, !llvm.loop !20

189:                                              ; preds = %149
  %190 = mul nsw i32 %3, %9
  br label %192

191:                                              ; preds = %192, %149
  ret void

192:                                              ; preds = %189, %192
  %193 = phi i32 [ %8, %189 ], [ %199, %192 ]
  %194 = add nsw i32 %193, %190
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds float, ptr %1, i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = fdiv contract float %197, %160
  store float %198, ptr %196, align 4, !tbaa !11
  %199 = add nuw nsw i32 %193, 32
  %200 = icmp slt i32 %199, %3
  br i1 %200, label %192, label %191, !llvm.loop !21
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13lds_block_sumILi9000EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lds_block_sumILi9000EEvPKiPiE3buf to ptr), i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = lshr i32 %5, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %27, %2
  %16 = icmp eq i32 %3, 0
  br i1 %16, label %30, label %35

17:                                               ; preds = %2, %27
  %18 = phi i32 [ %28, %27 ], [ %13, %2 ]
  %19 = icmp samesign ult i32 %3, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lds_block_sumILi9000EEvPKiPiE3buf to ptr), i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = load i32, ptr %12, align 4, !tbaa !5
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %12, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %20, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = lshr i32 %18, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %15, label %17, !llvm.loop !22

30:                                               ; preds = %15
  %31 = zext nneg i32 %4 to i64
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %31
  %33 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lds_block_sumILi9000EEvPKiPiE3buf to ptr), align 4, !tbaa !5
  %34 = add nsw i32 %33, 9000
  store i32 %34, ptr %32, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %30, %15
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13lds_block_sumILi9001EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lds_block_sumILi9001EEvPKiPiE3buf to ptr), i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = lshr i32 %5, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %27, %2
  %16 = icmp eq i32 %3, 0
  br i1 %16, label %30, label %35

17:                                               ; preds = %2, %27
  %18 = phi i32 [ %28, %27 ], [ %13, %2 ]
  %19 = icmp samesign ult i32 %3, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lds_block_sumILi9001EEvPKiPiE3buf to ptr), i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = load i32, ptr %12, align 4, !tbaa !5
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %12, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %20, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = lshr i32 %18, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %15, label %17, !llvm.loop !23

30:                                               ; preds = %15
  %31 = zext nneg i32 %4 to i64
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %31
  %33 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lds_block_sumILi9001EEvPKiPiE3buf to ptr), align 4, !tbaa !5
  %34 = add nsw i32 %33, 9001
  store i32 %34, ptr %32, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %30, %15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1000EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1000 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1000
  %10 = insertelement <1000 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1000 x i32> %10, <1000 x i32> poison, <1000 x i32> zeroinitializer
  %12 = mul <1000 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1000i32(<1000 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1000i32(<1000 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1001EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1001 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1001
  %10 = insertelement <1001 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1001 x i32> %10, <1001 x i32> poison, <1001 x i32> zeroinitializer
  %12 = mul <1001 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1001i32(<1001 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1001i32(<1001 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1002EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1002 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1002
  %10 = insertelement <1002 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1002 x i32> %10, <1002 x i32> poison, <1002 x i32> zeroinitializer
  %12 = mul <1002 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1002i32(<1002 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1002i32(<1002 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1003EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1003 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1003
  %10 = insertelement <1003 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1003 x i32> %10, <1003 x i32> poison, <1003 x i32> zeroinitializer
  %12 = mul <1003 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1003i32(<1003 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1003i32(<1003 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1004EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1004 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1004
  %10 = insertelement <1004 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1004 x i32> %10, <1004 x i32> poison, <1004 x i32> zeroinitializer
  %12 = mul <1004 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1004i32(<1004 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1004i32(<1004 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1005EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1005 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1005
  %10 = insertelement <1005 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1005 x i32> %10, <1005 x i32> poison, <1005 x i32> zeroinitializer
  %12 = mul <1005 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1005i32(<1005 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1005i32(<1005 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1006EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1006 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1006
  %10 = insertelement <1006 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1006 x i32> %10, <1006 x i32> poison, <1006 x i32> zeroinitializer
  %12 = mul <1006 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1006i32(<1006 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1006i32(<1006 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1007EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1007 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1007
  %10 = insertelement <1007 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1007 x i32> %10, <1007 x i32> poison, <1007 x i32> zeroinitializer
  %12 = mul <1007 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1007i32(<1007 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1007i32(<1007 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1008EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1008 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1008
  %10 = insertelement <1008 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1008 x i32> %10, <1008 x i32> poison, <1008 x i32> zeroinitializer
  %12 = mul <1008 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1008i32(<1008 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1008i32(<1008 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1009EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1009 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1009
  %10 = insertelement <1009 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1009 x i32> %10, <1009 x i32> poison, <1009 x i32> zeroinitializer
  %12 = mul <1009 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1009i32(<1009 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1009i32(<1009 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1010EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1010 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1010
  %10 = insertelement <1010 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1010 x i32> %10, <1010 x i32> poison, <1010 x i32> zeroinitializer
  %12 = mul <1010 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1010i32(<1010 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1010i32(<1010 x i32>) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12regs_row_sumILi1011EEvPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #5 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 3
  %5 = and i32 %4, 56
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %8 = load <1011 x i32>, ptr %7, align 4
  %9 = add nuw nsw i32 %3, 1011
  %10 = insertelement <1011 x i32> poison, i32 %9, i64 0
  %11 = shufflevector <1011 x i32> %10, <1011 x i32> poison, <1011 x i32> zeroinitializer
  %12 = mul <1011 x i32> %8, %11
  %13 = tail call i32 @llvm.vector.reduce.add.v1011i32(<1011 x i32> %12)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %13, ptr %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v1011i32(<1011 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #9

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { convergent nounwind memory(none) }
attributes #11 = { nounwind memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3, !4}
!llvm.errno.tbaa = !{!5}
!nvvmir.version = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i32 2, i32 0}
!10 = !{i64 467}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{i64 658}
!14 = !{i64 829}
!15 = !{i64 995}
!16 = !{i64 1189}
!17 = !{i32 21584}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
