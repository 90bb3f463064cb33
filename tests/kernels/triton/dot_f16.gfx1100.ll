; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !14
  %8 = and i32 %7, 96, !dbg !13
  %9 = and i32 %6, 31, !dbg !15
  %10 = or disjoint i32 %8, %9, !dbg !15
  %11 = and i32 %6, 15, !dbg !15
  %12 = and i32 %7, 64, !dbg !15
  %13 = lshr exact i32 %12, 2, !dbg !15
  %14 = or disjoint i32 %13, %11, !dbg !15
  %15 = shl nuw nsw i32 %6, 4, !dbg !16
  %16 = and i32 %15, 48, !dbg !16
  %17 = lshr i32 %6, 4, !dbg !16
  %18 = and i32 %17, 1, !dbg !16
  %19 = and i32 %7, 32, !dbg !16
  %20 = lshr exact i32 %19, 1, !dbg !16
  %21 = or disjoint i32 %20, %18, !dbg !16
  %22 = or disjoint i32 %21, 2, !dbg !16
  %23 = or disjoint i32 %21, 4, !dbg !16
  %24 = or disjoint i32 %21, 6, !dbg !16
  %25 = or disjoint i32 %21, 8, !dbg !16
  %26 = or disjoint i32 %21, 10, !dbg !16
  %27 = or disjoint i32 %21, 12, !dbg !16
  %28 = or disjoint i32 %21, 14, !dbg !16
  %29 = shl nuw nsw i32 %10, 4, !dbg !17
  %30 = and i32 %29, 1984, !dbg !17
  %31 = or disjoint i32 %30, %16, !dbg !17
  %32 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !18
  %33 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %32, i32 %31, i32 0, i32 0), !dbg !18
  %34 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !14
  %35 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %34, i32 %31, i32 0, i32 0), !dbg !14
  %36 = shl nuw nsw i32 %14, 5, !dbg !19
  %37 = or disjoint i32 %36, %21, !dbg !19
  %38 = or disjoint i32 %36, %22, !dbg !19
  %39 = or disjoint i32 %36, %23, !dbg !19
  %40 = or disjoint i32 %36, %24, !dbg !19
  %41 = or disjoint i32 %36, %25, !dbg !19
  %42 = or disjoint i32 %36, %26, !dbg !19
  %43 = or disjoint i32 %36, %27, !dbg !19
  %44 = or disjoint i32 %36, %28, !dbg !19
  %45 = shl nuw nsw i32 %6, 1, !dbg !18
  %46 = and i32 %45, 48, !dbg !18
  %47 = xor i32 %29, %46, !dbg !18
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %47, !dbg !18
  store <4 x i32> %33, ptr addrspace(3) %48, align 16, !dbg !18
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %49 = shl nuw nsw i32 %11, 6, !dbg !18
  %50 = shl nuw nsw i32 %6, 3, !dbg !18
  %51 = and i32 %50, 48, !dbg !18
  %52 = shl nuw nsw i32 %12, 4, !dbg !18
  %53 = or disjoint i32 %52, %49, !dbg !18
  %54 = or disjoint i32 %53, %51, !dbg !18
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54, !dbg !18
  %56 = load <8 x half>, ptr addrspace(3) %55, align 16, !dbg !18
  %57 = xor i32 %54, 16, !dbg !18
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !18
  %59 = load <8 x half>, ptr addrspace(3) %58, align 16, !dbg !18
  %60 = xor i32 %54, 32, !dbg !18
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !18
  %62 = load <8 x half>, ptr addrspace(3) %61, align 16, !dbg !18
  %63 = xor i32 %54, 48, !dbg !18
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63, !dbg !18
  %65 = load <8 x half>, ptr addrspace(3) %64, align 16, !dbg !18
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !14
  store <4 x i32> %35, ptr addrspace(3) %66, align 16, !dbg !14
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  %67 = shl nuw nsw i32 %11, 1, !dbg !14
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %19, !dbg !14
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 %67, !dbg !14
  %70 = load <1 x half>, ptr addrspace(3) %69, align 2, !dbg !14
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 64, !dbg !14
  %72 = load <1 x half>, ptr addrspace(3) %71, align 2, !dbg !14
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 128, !dbg !14
  %74 = load <1 x half>, ptr addrspace(3) %73, align 2, !dbg !14
  %75 = shufflevector <1 x half> %74, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 192, !dbg !14
  %77 = load <1 x half>, ptr addrspace(3) %76, align 2, !dbg !14
  %78 = shufflevector <1 x half> %77, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 256, !dbg !14
  %80 = load <1 x half>, ptr addrspace(3) %79, align 2, !dbg !14
  %81 = shufflevector <1 x half> %80, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 320, !dbg !14
  %83 = load <1 x half>, ptr addrspace(3) %82, align 2, !dbg !14
  %84 = shufflevector <1 x half> %83, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 384, !dbg !14
  %86 = load <1 x half>, ptr addrspace(3) %85, align 2, !dbg !14
  %87 = shufflevector <1 x half> %86, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 448, !dbg !14
  %89 = load <1 x half>, ptr addrspace(3) %88, align 2, !dbg !14
  %90 = shufflevector <1 x half> %89, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 512, !dbg !14
  %92 = load <1 x half>, ptr addrspace(3) %91, align 2, !dbg !14
  %93 = shufflevector <1 x half> %92, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 576, !dbg !14
  %95 = load <1 x half>, ptr addrspace(3) %94, align 2, !dbg !14
  %96 = shufflevector <1 x half> %95, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 640, !dbg !14
  %98 = load <1 x half>, ptr addrspace(3) %97, align 2, !dbg !14
  %99 = shufflevector <1 x half> %98, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 704, !dbg !14
  %101 = load <1 x half>, ptr addrspace(3) %100, align 2, !dbg !14
  %102 = shufflevector <1 x half> %101, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 768, !dbg !14
  %104 = load <1 x half>, ptr addrspace(3) %103, align 2, !dbg !14
  %105 = shufflevector <1 x half> %104, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 832, !dbg !14
  %107 = load <1 x half>, ptr addrspace(3) %106, align 2, !dbg !14
  %108 = shufflevector <1 x half> %107, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 896, !dbg !14
  %110 = load <1 x half>, ptr addrspace(3) %109, align 2, !dbg !14
  %111 = shufflevector <1 x half> %110, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 960, !dbg !14
  %113 = load <1 x half>, ptr addrspace(3) %112, align 2, !dbg !14
  %114 = shufflevector <1 x half> %113, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1024, !dbg !14
  %116 = load <1 x half>, ptr addrspace(3) %115, align 2, !dbg !14
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1088, !dbg !14
  %118 = load <1 x half>, ptr addrspace(3) %117, align 2, !dbg !14
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1152, !dbg !14
  %120 = load <1 x half>, ptr addrspace(3) %119, align 2, !dbg !14
  %121 = shufflevector <1 x half> %120, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1216, !dbg !14
  %123 = load <1 x half>, ptr addrspace(3) %122, align 2, !dbg !14
  %124 = shufflevector <1 x half> %123, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1280, !dbg !14
  %126 = load <1 x half>, ptr addrspace(3) %125, align 2, !dbg !14
  %127 = shufflevector <1 x half> %126, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1344, !dbg !14
  %129 = load <1 x half>, ptr addrspace(3) %128, align 2, !dbg !14
  %130 = shufflevector <1 x half> %129, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1408, !dbg !14
  %132 = load <1 x half>, ptr addrspace(3) %131, align 2, !dbg !14
  %133 = shufflevector <1 x half> %132, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1472, !dbg !14
  %135 = load <1 x half>, ptr addrspace(3) %134, align 2, !dbg !14
  %136 = shufflevector <1 x half> %135, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1536, !dbg !14
  %138 = load <1 x half>, ptr addrspace(3) %137, align 2, !dbg !14
  %139 = shufflevector <1 x half> %138, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1600, !dbg !14
  %141 = load <1 x half>, ptr addrspace(3) %140, align 2, !dbg !14
  %142 = shufflevector <1 x half> %141, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1664, !dbg !14
  %144 = load <1 x half>, ptr addrspace(3) %143, align 2, !dbg !14
  %145 = shufflevector <1 x half> %144, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1728, !dbg !14
  %147 = load <1 x half>, ptr addrspace(3) %146, align 2, !dbg !14
  %148 = shufflevector <1 x half> %147, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1792, !dbg !14
  %150 = load <1 x half>, ptr addrspace(3) %149, align 2, !dbg !14
  %151 = shufflevector <1 x half> %150, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1856, !dbg !14
  %153 = load <1 x half>, ptr addrspace(3) %152, align 2, !dbg !14
  %154 = shufflevector <1 x half> %153, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1920, !dbg !14
  %156 = load <1 x half>, ptr addrspace(3) %155, align 2, !dbg !14
  %157 = shufflevector <1 x half> %156, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1984, !dbg !14
  %159 = load <1 x half>, ptr addrspace(3) %158, align 2, !dbg !14
  %160 = shufflevector <1 x half> %159, <1 x half> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %161 = shufflevector <8 x half> %56, <8 x half> %59, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !20
  %162 = shufflevector <1 x half> %70, <1 x half> %72, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %163 = shufflevector <16 x half> %162, <16 x half> %75, <16 x i32> <i32 0, i32 1, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %164 = shufflevector <16 x half> %163, <16 x half> %78, <16 x i32> <i32 0, i32 1, i32 2, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %165 = shufflevector <16 x half> %164, <16 x half> %81, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %166 = shufflevector <16 x half> %165, <16 x half> %84, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %167 = shufflevector <16 x half> %166, <16 x half> %87, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %168 = shufflevector <16 x half> %167, <16 x half> %90, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %169 = shufflevector <16 x half> %168, <16 x half> %93, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %170 = shufflevector <16 x half> %169, <16 x half> %96, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %171 = shufflevector <16 x half> %170, <16 x half> %99, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %172 = shufflevector <16 x half> %171, <16 x half> %102, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %173 = shufflevector <16 x half> %172, <16 x half> %105, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 poison, i32 poison, i32 poison>, !dbg !20
  %174 = shufflevector <16 x half> %173, <16 x half> %108, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 16, i32 poison, i32 poison>, !dbg !20
  %175 = shufflevector <16 x half> %174, <16 x half> %111, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 poison>, !dbg !20
  %176 = shufflevector <16 x half> %175, <16 x half> %114, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 16>, !dbg !20
  %177 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(<16 x half> %176, <16 x half> %161, <8 x float> zeroinitializer), !dbg !20
  %178 = shufflevector <8 x half> %62, <8 x half> %65, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !20
  %179 = shufflevector <1 x half> %116, <1 x half> %118, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %180 = shufflevector <16 x half> %179, <16 x half> %121, <16 x i32> <i32 0, i32 1, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %181 = shufflevector <16 x half> %180, <16 x half> %124, <16 x i32> <i32 0, i32 1, i32 2, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %182 = shufflevector <16 x half> %181, <16 x half> %127, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %183 = shufflevector <16 x half> %182, <16 x half> %130, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %184 = shufflevector <16 x half> %183, <16 x half> %133, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %185 = shufflevector <16 x half> %184, <16 x half> %136, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %186 = shufflevector <16 x half> %185, <16 x half> %139, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %187 = shufflevector <16 x half> %186, <16 x half> %142, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %188 = shufflevector <16 x half> %187, <16 x half> %145, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %189 = shufflevector <16 x half> %188, <16 x half> %148, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %190 = shufflevector <16 x half> %189, <16 x half> %151, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 poison, i32 poison, i32 poison>, !dbg !20
  %191 = shufflevector <16 x half> %190, <16 x half> %154, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 16, i32 poison, i32 poison>, !dbg !20
  %192 = shufflevector <16 x half> %191, <16 x half> %157, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 poison>, !dbg !20
  %193 = shufflevector <16 x half> %192, <16 x half> %160, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 16>, !dbg !20
  %194 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(<16 x half> %193, <16 x half> %178, <8 x float> %177), !dbg !20
  %195 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !13
  %.extract = extractelement <8 x float> %194, i64 0, !dbg !13
  %196 = shl nuw nsw i32 %37, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract, ptr addrspace(8) %195, i32 %196, i32 0, i32 0), !dbg !13
  %.extract1 = extractelement <8 x float> %194, i64 1, !dbg !13
  %197 = shl nuw nsw i32 %38, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract1, ptr addrspace(8) %195, i32 %197, i32 0, i32 0), !dbg !13
  %.extract2 = extractelement <8 x float> %194, i64 2, !dbg !13
  %198 = shl nuw nsw i32 %39, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract2, ptr addrspace(8) %195, i32 %198, i32 0, i32 0), !dbg !13
  %.extract3 = extractelement <8 x float> %194, i64 3, !dbg !13
  %199 = shl nuw nsw i32 %40, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract3, ptr addrspace(8) %195, i32 %199, i32 0, i32 0), !dbg !13
  %.extract4 = extractelement <8 x float> %194, i64 4, !dbg !13
  %200 = shl nuw nsw i32 %41, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract4, ptr addrspace(8) %195, i32 %200, i32 0, i32 0), !dbg !13
  %.extract5 = extractelement <8 x float> %194, i64 5, !dbg !13
  %201 = shl nuw nsw i32 %42, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract5, ptr addrspace(8) %195, i32 %201, i32 0, i32 0), !dbg !13
  %.extract6 = extractelement <8 x float> %194, i64 6, !dbg !13
  %202 = shl nuw nsw i32 %43, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract6, ptr addrspace(8) %195, i32 %202, i32 0, i32 0), !dbg !13
  %.extract7 = extractelement <8 x float> %194, i64 7, !dbg !13
  %203 = shl nuw nsw i32 %44, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract7, ptr addrspace(8) %195, i32 %203, i32 0, i32 0), !dbg !13
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(<16 x half>, <16 x half>, <8 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 102, column: 5, scope: !4)
!14 = !DILocation(line: 101, column: 9, scope: !4)
!15 = !DILocation(line: 100, column: 21, scope: !4)
!16 = !DILocation(line: 100, column: 39, scope: !4)
!17 = !DILocation(line: 100, column: 17, scope: !4)
!18 = !DILocation(line: 100, column: 9, scope: !4)
!19 = !DILocation(line: 102, column: 14, scope: !4)
!20 = !DILocation(line: 102, column: 49, scope: !4)
!21 = !DILocation(line: 95, column: 1, scope: !4)
