; ModuleID = 'inline_ptx.cu'
source_filename = "inline_ptx.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ5lanesE2sh = internal addrspace(3) global [64 x i32] undef, align 4
@_ZZ5lanesE7counter = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ints(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = alloca [24 x i32], align 4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds i32, ptr %1, i64 %10
  %14 = load i32, ptr %13, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #6
  %15 = and i32 %14, 31
  %16 = lshr i32 %14, 5
  %17 = and i32 %16, 31
  %18 = tail call i32 asm "add.u32 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %14) #7, !srcloc !11
  store i32 %18, ptr %4, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %20 = tail call i32 asm "mul.hi.u32 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %14) #7, !srcloc !12
  store i32 %20, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %22 = tail call i32 asm "mad.lo.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %14, i32 %12) #7, !srcloc !13
  store i32 %22, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %24 = tail call i32 asm "bfe.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %15, i32 %17) #7, !srcloc !14
  store i32 %24, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %26 = tail call i32 asm "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %15, i32 %17) #7, !srcloc !15
  store i32 %26, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %28 = tail call i32 asm "bfi.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %12, i32 %14, i32 %15, i32 %17) #7, !srcloc !16
  store i32 %28, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %30 = xor i32 %14, %12
  %31 = tail call i32 asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %14, i32 %30) #7, !srcloc !17
  store i32 %31, ptr %29, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %33 = tail call i32 asm "prmt.b32.f4e $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %14, i32 %15) #7, !srcloc !18
  store i32 %33, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %35 = tail call i32 asm "prmt.b32.ecl $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %14, i32 %17) #7, !srcloc !19
  store i32 %35, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %37 = mul i32 %12, 3
  %38 = tail call i32 asm "lop3.b32 $0, $1, $2, $3, 0xe8;", "=r,r,r,r"(i32 %12, i32 %14, i32 %37) #7, !srcloc !20
  store i32 %38, ptr %36, align 4, !tbaa !6
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 40
  %40 = lshr i32 %12, %15
  %41 = tail call i32 asm "bfind.u32 $0, $1;", "=r,r"(i32 %40) #7, !srcloc !21
  store i32 %41, ptr %39, align 4, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %4, i64 44
  %43 = tail call i32 asm "bfind.s32 $0, $1;", "=r,r"(i32 %14) #7, !srcloc !22
  store i32 %43, ptr %42, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 48
  %45 = lshr i32 %12, %17
  %46 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %45) #7, !srcloc !23
  store i32 %46, ptr %44, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 52
  %48 = lshr i32 %14, 10
  %49 = and i32 %48, 15
  %50 = add nsw i32 %49, -8
  %51 = tail call i32 asm "fns.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %15, i32 %50) #7, !srcloc !24
  store i32 %51, ptr %47, align 4, !tbaa !6
  %52 = getelementptr inbounds nuw i8, ptr %4, i64 56
  %53 = and i32 %14, 63
  %54 = tail call i32 asm "shl.b32 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %53) #7, !srcloc !25
  store i32 %54, ptr %52, align 4, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %4, i64 60
  %56 = tail call i32 asm "shr.s32 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %53) #7, !srcloc !26
  store i32 %56, ptr %55, align 4, !tbaa !6
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %58 = lshr i32 %14, %15
  %59 = tail call i32 asm "{ .reg .u32 t; popc.b32 t, $1; clz.b32 $0, $2; add.u32 $0, $0, t; }", "=r,r,r"(i32 %12, i32 %58) #7, !srcloc !27
  store i32 %59, ptr %57, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i8, ptr %4, i64 68
  %61 = tail call i32 asm "brev.b32 $0, $1;", "=r,r"(i32 %12) #7, !srcloc !28
  store i32 %61, ptr %60, align 4, !tbaa !6
  %62 = getelementptr inbounds nuw i8, ptr %4, i64 72
  %63 = tail call i32 asm "{ .reg .pred p; setp.lt.s32 p, $1, $2; selp.b32 $0, $1, $2, p; }", "=r,r,r"(i32 %12, i32 %14) #7, !srcloc !29
  store i32 %63, ptr %62, align 4, !tbaa !6
  %64 = getelementptr inbounds nuw i8, ptr %4, i64 76
  %65 = tail call i32 asm "{ .reg .pred p, q; setp.gt.u32 p|q, $1, $2; @q add.u32 $0, $1, 1; @p sub.u32 $0, $2, 1; }", "=r,r,r"(i32 %12, i32 %14) #7, !srcloc !30
  store i32 %65, ptr %64, align 4, !tbaa !6
  %66 = tail call i64 asm "{ .reg .u32 lo, hi; mul.wide.u32 $0, $1, $2; mov.b64 {lo, hi}, $0; add.u32 lo, lo, hi; mov.b64 $0, {lo, hi}; shr.u64 $0, $0, 3; }", "=l,r,r"(i32 %12, i32 %14) #7, !srcloc !31
  %67 = trunc i64 %66 to i32
  %68 = getelementptr inbounds nuw i8, ptr %4, i64 80
  store i32 %67, ptr %68, align 4, !tbaa !6
  %69 = lshr i64 %66, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = getelementptr inbounds nuw i8, ptr %4, i64 84
  store i32 %70, ptr %71, align 4, !tbaa !6
  %72 = getelementptr inbounds nuw i8, ptr %4, i64 88
  %73 = tail call i32 asm "max.s32 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %14) #7, !srcloc !32
  store i32 %73, ptr %72, align 4, !tbaa !6
  %74 = and i32 %14, 3
  %75 = tail call i32 asm "{ .reg .pred p, q; setp.ne.b32 q, $1, 0; setp.eq.or.b32 p, $1, 5, q; @!p xor.b32 $0, $0, 0xff; }", "=r,r,0"(i32 %74, i32 %12) #7, !srcloc !33
  %76 = getelementptr inbounds nuw i8, ptr %4, i64 92
  store i32 %75, ptr %76, align 4, !tbaa !6
  %77 = mul nsw i32 %9, 24
  br label %79

78:                                               ; preds = %79
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #6
  ret void

79:                                               ; preds = %79, %3
  %80 = phi i32 [ 0, %3 ], [ %108, %79 ]
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr %4, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = add nsw i32 %80, %77
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %2, i64 %85
  store i32 %83, ptr %86, align 4, !tbaa !6
  %87 = or disjoint i32 %80, 1
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i32, ptr %4, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = add nsw i32 %87, %77
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %2, i64 %92
  store i32 %90, ptr %93, align 4, !tbaa !6
  %94 = or disjoint i32 %80, 2
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i32, ptr %4, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = add nsw i32 %94, %77
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %2, i64 %99
  store i32 %97, ptr %100, align 4, !tbaa !6
  %101 = or disjoint i32 %80, 3
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds nuw i32, ptr %4, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = add nsw i32 %101, %77
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %2, i64 %106
  store i32 %104, ptr %107, align 4, !tbaa !6
  %108 = add nuw nsw i32 %80, 4
  %109 = icmp eq i32 %108, 24
  br i1 %109, label %78, label %79, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @floats(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !36
  %13 = getelementptr inbounds float, ptr %1, i64 %10
  %14 = load float, ptr %13, align 4, !tbaa !36
  %15 = tail call contract float asm "add.rz.f32 $0, $1, $2;", "=f,f,f"(float %12, float %14) #7, !srcloc !38
  %16 = tail call contract float asm "add.rm.f32 $0, $1, $2;", "=f,f,f"(float %12, float %14) #7, !srcloc !39
  %17 = tail call contract float asm "mul.rp.f32 $0, $1, $2;", "=f,f,f"(float %12, float %14) #7, !srcloc !40
  %18 = tail call contract float asm "fma.rn.f32 $0, $1, $2, $3;", "=f,f,f,f"(float %12, float %14, float %12) #7, !srcloc !41
  %19 = tail call contract float asm "fma.rz.f32 $0, $1, $2, $3;", "=f,f,f,f"(float %12, float %14, float %14) #7, !srcloc !42
  %20 = tail call contract float asm "div.rn.f32 $0, $1, $2;", "=f,f,f"(float %12, float %14) #7, !srcloc !43
  %21 = tail call contract float asm "div.rp.f32 $0, $1, $2;", "=f,f,f"(float %12, float %14) #7, !srcloc !44
  %22 = tail call noundef float @llvm.nvvm.fabs.f32(float %12)
  %23 = tail call contract float asm "sqrt.rn.f32 $0, $1;", "=f,f"(float %22) #7, !srcloc !45
  %24 = tail call noundef float @llvm.nvvm.fabs.f32(float %14)
  %25 = tail call contract float asm "sqrt.rm.f32 $0, $1;", "=f,f"(float %24) #7, !srcloc !46
  %26 = tail call contract float asm "rcp.rn.f32 $0, $1;", "=f,f"(float %14) #7, !srcloc !47
  %27 = tail call contract float asm "{ .reg .f32 t; min.f32 t, $1, $2; neg.f32 t, t; abs.f32 $0, $2; sub.f32 $0, $0, t; }", "=f,f,f"(float %12, float %14) #7, !srcloc !48
  %28 = tail call contract float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %12, float %14) #7, !srcloc !49
  %29 = tail call contract double asm "{ .reg .f64 t; cvt.f64.f32 t, $1; cvt.f64.f32 $0, $2; add.rm.f64 $0, $0, t; }", "=d,f,f"(float %12, float %14) #7, !srcloc !50
  %30 = fmul contract double %29, 1.000000e-03
  %31 = tail call contract float asm "cvt.rn.f32.f64 $0, $1;", "=f,d"(double %30) #7, !srcloc !51
  %32 = fmul contract float %12, 1.000000e+03
  %33 = tail call contract float asm "{ .reg .s32 i; cvt.rzi.s32.f32 i, $1; cvt.rn.f32.s32 $0, i; }", "=f,f"(float %32) #7, !srcloc !52
  %34 = fmul contract float %14, 4.000000e+00
  %35 = tail call i32 asm "cvt.rni.s32.f32 $0, $1;", "=r,f"(float %34) #7, !srcloc !53
  %36 = fmul contract float %12, 1.000000e+09
  %37 = tail call i32 asm "cvt.rmi.u32.f32 $0, $1;", "=r,f"(float %36) #7, !srcloc !54
  %38 = mul nsw i32 %9, 14
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  store float %15, ptr %40, align 4, !tbaa !36
  %41 = sext i32 %38 to i64
  %42 = getelementptr float, ptr %2, i64 %41
  %43 = getelementptr i8, ptr %42, i64 4
  store float %16, ptr %43, align 4, !tbaa !36
  %44 = sext i32 %38 to i64
  %45 = getelementptr float, ptr %2, i64 %44
  %46 = getelementptr i8, ptr %45, i64 8
  store float %17, ptr %46, align 4, !tbaa !36
  %47 = sext i32 %38 to i64
  %48 = getelementptr float, ptr %2, i64 %47
  %49 = getelementptr i8, ptr %48, i64 12
  store float %18, ptr %49, align 4, !tbaa !36
  %50 = sext i32 %38 to i64
  %51 = getelementptr float, ptr %2, i64 %50
  %52 = getelementptr i8, ptr %51, i64 16
  store float %19, ptr %52, align 4, !tbaa !36
  %53 = sext i32 %38 to i64
  %54 = getelementptr float, ptr %2, i64 %53
  %55 = getelementptr i8, ptr %54, i64 20
  store float %20, ptr %55, align 4, !tbaa !36
  %56 = sext i32 %38 to i64
  %57 = getelementptr float, ptr %2, i64 %56
  %58 = getelementptr i8, ptr %57, i64 24
  store float %21, ptr %58, align 4, !tbaa !36
  %59 = sext i32 %38 to i64
  %60 = getelementptr float, ptr %2, i64 %59
  %61 = getelementptr i8, ptr %60, i64 28
  store float %23, ptr %61, align 4, !tbaa !36
  %62 = sext i32 %38 to i64
  %63 = getelementptr float, ptr %2, i64 %62
  %64 = getelementptr i8, ptr %63, i64 32
  store float %25, ptr %64, align 4, !tbaa !36
  %65 = sext i32 %38 to i64
  %66 = getelementptr float, ptr %2, i64 %65
  %67 = getelementptr i8, ptr %66, i64 36
  store float %26, ptr %67, align 4, !tbaa !36
  %68 = sext i32 %38 to i64
  %69 = getelementptr float, ptr %2, i64 %68
  %70 = getelementptr i8, ptr %69, i64 40
  store float %27, ptr %70, align 4, !tbaa !36
  %71 = sext i32 %38 to i64
  %72 = getelementptr float, ptr %2, i64 %71
  %73 = getelementptr i8, ptr %72, i64 44
  store float %28, ptr %73, align 4, !tbaa !36
  %74 = sext i32 %38 to i64
  %75 = getelementptr float, ptr %2, i64 %74
  %76 = getelementptr i8, ptr %75, i64 48
  store float %31, ptr %76, align 4, !tbaa !36
  %77 = sext i32 %38 to i64
  %78 = getelementptr float, ptr %2, i64 %77
  %79 = getelementptr i8, ptr %78, i64 52
  store float %33, ptr %79, align 4, !tbaa !36
  %80 = shl nsw i32 %9, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %3, i64 %81
  store i32 %35, ptr %82, align 4, !tbaa !6
  %83 = getelementptr i8, ptr %82, i64 4
  store i32 %37, ptr %83, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lanes(ptr noundef %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = tail call i32 asm sideeffect "ld.global.nc.u32 $0, [$1];", "=r,l"(ptr %9) #8, !srcloc !55
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ5lanesE7counter to ptr), align 4, !tbaa !6
  br label %13

13:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5lanesE2sh to ptr), i64 %14
  %16 = tail call i64 asm "cvta.to.shared.u64 $0, $1;", "=l,l"(ptr %15) #7, !srcloc !56
  tail call void asm sideeffect "st.shared.u32 [$0], $1;", "l,r,~{memory}"(i64 %16, i32 %10) #8, !srcloc !57
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #8, !srcloc !58
  %17 = shl nuw nsw i32 %6, 3
  %18 = and i32 %17, 8
  %19 = zext nneg i32 %18 to i64
  %20 = sub i64 %16, %19
  %21 = tail call i32 asm sideeffect "ld.shared.u32 $0, [$1+4];", "=r,l,~{memory}"(i64 %20) #8, !srcloc !59
  %22 = tail call i32 asm sideeffect "atom.shared.add.u32 $0, [$1], $2;", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ5lanesE7counter to i32), i32 %6) #8, !srcloc !60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = tail call i32 asm sideeffect "ld.shared.u32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ5lanesE7counter to i32)) #8, !srcloc !61
  %24 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !62
  %25 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #7, !srcloc !63
  %26 = tail call i32 asm "{ .reg .u32 tx, n; mov.u32 tx, %tid.x; mov.u32 n, %ntid.x; mad.lo.u32 $0, n, 1000, tx; }", "=r"() #7, !srcloc !64
  %27 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, 3, 0x1f, 0xffffffff;", "=r,r"(i32 %10) #8, !srcloc !65
  %28 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .u32 v; shfl.sync.up.b32 v|p, $1, 5, 0, 0xffffffff; selp.b32 $0, v, 7, p; }", "=r,r"(i32 %10) #8, !srcloc !66
  %29 = and i32 %10, 4
  %30 = tail call i32 asm sideeffect "{ .reg .pred p; setp.ne.u32 p, $1, 0; vote.sync.ballot.b32 $0, p, 0xffffffff; }", "=r,r"(i32 %29) #8, !srcloc !67
  %31 = and i32 %10, 3
  %32 = tail call i32 asm sideeffect "match.any.sync.b32 $0, $1, 0xffffffff;", "=r,r"(i32 %31) #8, !srcloc !68
  %33 = and i32 %10, 65535
  %34 = tail call i32 asm sideeffect "redux.sync.add.u32 $0, $1, 0xffffffff;", "=r,r"(i32 %33) #8, !srcloc !69
  %35 = tail call i32 asm sideeffect "redux.sync.max.u32 $0, $1, 0xffffffff;", "=r,r"(i32 %10) #8, !srcloc !70
  %36 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #8, !srcloc !71
  tail call void asm sideeffect "bar.warp.sync $0;", "r"(i32 %36) #8, !srcloc !72
  %37 = mul nsw i32 %7, 12
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  store i32 %21, ptr %39, align 4, !tbaa !6
  %40 = sext i32 %37 to i64
  %41 = getelementptr i32, ptr %1, i64 %40
  %42 = getelementptr i8, ptr %41, i64 4
  store i32 %23, ptr %42, align 4, !tbaa !6
  %43 = sext i32 %37 to i64
  %44 = getelementptr i32, ptr %1, i64 %43
  %45 = getelementptr i8, ptr %44, i64 8
  store i32 %24, ptr %45, align 4, !tbaa !6
  %46 = sext i32 %37 to i64
  %47 = getelementptr i32, ptr %1, i64 %46
  %48 = getelementptr i8, ptr %47, i64 12
  store i32 %25, ptr %48, align 4, !tbaa !6
  %49 = sext i32 %37 to i64
  %50 = getelementptr i32, ptr %1, i64 %49
  %51 = getelementptr i8, ptr %50, i64 16
  store i32 %26, ptr %51, align 4, !tbaa !6
  %52 = sext i32 %37 to i64
  %53 = getelementptr i32, ptr %1, i64 %52
  %54 = getelementptr i8, ptr %53, i64 20
  store i32 %27, ptr %54, align 4, !tbaa !6
  %55 = sext i32 %37 to i64
  %56 = getelementptr i32, ptr %1, i64 %55
  %57 = getelementptr i8, ptr %56, i64 24
  store i32 %28, ptr %57, align 4, !tbaa !6
  %58 = sext i32 %37 to i64
  %59 = getelementptr i32, ptr %1, i64 %58
  %60 = getelementptr i8, ptr %59, i64 28
  store i32 %30, ptr %60, align 4, !tbaa !6
  %61 = sext i32 %37 to i64
  %62 = getelementptr i32, ptr %1, i64 %61
  %63 = getelementptr i8, ptr %62, i64 32
  store i32 %32, ptr %63, align 4, !tbaa !6
  %64 = sext i32 %37 to i64
  %65 = getelementptr i32, ptr %1, i64 %64
  %66 = getelementptr i8, ptr %65, i64 36
  store i32 %34, ptr %66, align 4, !tbaa !6
  %67 = sext i32 %37 to i64
  %68 = getelementptr i32, ptr %1, i64 %67
  %69 = getelementptr i8, ptr %68, i64 40
  store i32 %35, ptr %69, align 4, !tbaa !6
  %70 = sext i32 %37 to i64
  %71 = getelementptr i32, ptr %1, i64 %70
  %72 = getelementptr i8, ptr %71, i64 44
  store i32 %36, ptr %72, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 630}
!12 = !{i64 690}
!13 = !{i64 753}
!14 = !{i64 828}
!15 = !{i64 900}
!16 = !{i64 972}
!17 = !{i64 1056}
!18 = !{i64 1133}
!19 = !{i64 1210}
!20 = !{i64 1287}
!21 = !{i64 1371}
!22 = !{i64 1427}
!23 = !{i64 1478}
!24 = !{i64 1543}
!25 = !{i64 1640}
!26 = !{i64 1706}
!27 = !{i64 1772}
!28 = !{i64 1886}
!29 = !{i64 1936}
!30 = !{i64 2042}
!31 = !{i64 2265}
!32 = !{i64 2476}
!33 = !{i64 2552}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !8, i64 0}
!38 = !{i64 2946}
!39 = !{i64 3009}
!40 = !{i64 3072}
!41 = !{i64 3135}
!42 = !{i64 3210}
!43 = !{i64 3285}
!44 = !{i64 3348}
!45 = !{i64 3411}
!46 = !{i64 3470}
!47 = !{i64 3529}
!48 = !{i64 3580}
!49 = !{i64 3706}
!50 = !{i64 3779}
!51 = !{i64 3894}
!52 = !{i64 3957}
!53 = !{i64 4076}
!54 = !{i64 4137}
!55 = !{i64 4576}
!56 = !{i64 4702}
!57 = !{i64 4783}
!58 = !{i64 4856}
!59 = !{i64 4900}
!60 = !{i64 5069}
!61 = !{i64 5272}
!62 = !{i64 5343}
!63 = !{i64 5388}
!64 = !{i64 5438}
!65 = !{i64 5561}
!66 = !{i64 5650}
!67 = !{i64 5788}
!68 = !{i64 5913}
!69 = !{i64 5997}
!70 = !{i64 6086}
!71 = !{i64 6176}
!72 = !{i64 6224}
