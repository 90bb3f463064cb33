; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = and i32 %7, 96, !dbg !11
  %9 = and i32 %6, 31, !dbg !13
  %10 = or disjoint i32 %8, %9, !dbg !13
  %11 = and i32 %6, 15, !dbg !13
  %12 = and i32 %7, 64, !dbg !13
  %13 = lshr exact i32 %12, 2, !dbg !13
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = shl nuw nsw i32 %6, 4, !dbg !14
  %16 = and i32 %15, 48, !dbg !14
  %17 = lshr i32 %6, 4, !dbg !14
  %18 = and i32 %17, 1, !dbg !14
  %19 = and i32 %7, 32, !dbg !14
  %20 = lshr exact i32 %19, 1, !dbg !14
  %21 = or disjoint i32 %20, %18, !dbg !14
  %22 = or disjoint i32 %21, 2, !dbg !14
  %23 = or disjoint i32 %21, 4, !dbg !14
  %24 = or disjoint i32 %21, 6, !dbg !14
  %25 = or disjoint i32 %21, 8, !dbg !14
  %26 = or disjoint i32 %21, 10, !dbg !14
  %27 = or disjoint i32 %21, 12, !dbg !14
  %28 = or disjoint i32 %21, 14, !dbg !14
  %29 = shl nuw nsw i32 %10, 4, !dbg !15
  %30 = and i32 %29, 1984, !dbg !15
  %31 = or disjoint i32 %30, %16, !dbg !15
  %32 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !16
  %33 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %32, i32 %31, i32 0, i32 0), !dbg !16
  %34 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !12
  %35 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %34, i32 %31, i32 0, i32 0), !dbg !12
  %36 = shl nuw nsw i32 %14, 5, !dbg !17
  %37 = or disjoint i32 %36, %21, !dbg !17
  %38 = or disjoint i32 %36, %22, !dbg !17
  %39 = or disjoint i32 %36, %23, !dbg !17
  %40 = or disjoint i32 %36, %24, !dbg !17
  %41 = or disjoint i32 %36, %25, !dbg !17
  %42 = or disjoint i32 %36, %26, !dbg !17
  %43 = or disjoint i32 %36, %27, !dbg !17
  %44 = or disjoint i32 %36, %28, !dbg !17
  %45 = shl nuw nsw i32 %6, 1, !dbg !16
  %46 = and i32 %45, 48, !dbg !16
  %47 = xor i32 %29, %46, !dbg !16
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %47, !dbg !16
  store <4 x i32> %33, ptr addrspace(3) %48, align 16, !dbg !16
  fence syncscope("workgroup") release, !dbg !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16
  %49 = shl nuw nsw i32 %11, 6, !dbg !16
  %50 = shl nuw nsw i32 %6, 3, !dbg !16
  %51 = and i32 %50, 48, !dbg !16
  %52 = shl nuw nsw i32 %12, 4, !dbg !16
  %53 = or disjoint i32 %52, %49, !dbg !16
  %54 = or disjoint i32 %53, %51, !dbg !16
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54, !dbg !16
  %56 = load <8 x bfloat>, ptr addrspace(3) %55, align 16, !dbg !16
  %57 = xor i32 %54, 16, !dbg !16
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !16
  %59 = load <8 x bfloat>, ptr addrspace(3) %58, align 16, !dbg !16
  %60 = xor i32 %54, 32, !dbg !16
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !16
  %62 = load <8 x bfloat>, ptr addrspace(3) %61, align 16, !dbg !16
  %63 = xor i32 %54, 48, !dbg !16
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63, !dbg !16
  %65 = load <8 x bfloat>, ptr addrspace(3) %64, align 16, !dbg !16
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !12
  store <4 x i32> %35, ptr addrspace(3) %66, align 16, !dbg !12
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  %67 = shl nuw nsw i32 %11, 1, !dbg !12
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %19, !dbg !12
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 %67, !dbg !12
  %70 = load <1 x bfloat>, ptr addrspace(3) %69, align 2, !dbg !12
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 64, !dbg !12
  %72 = load <1 x bfloat>, ptr addrspace(3) %71, align 2, !dbg !12
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 128, !dbg !12
  %74 = load <1 x bfloat>, ptr addrspace(3) %73, align 2, !dbg !12
  %75 = shufflevector <1 x bfloat> %74, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 192, !dbg !12
  %77 = load <1 x bfloat>, ptr addrspace(3) %76, align 2, !dbg !12
  %78 = shufflevector <1 x bfloat> %77, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 256, !dbg !12
  %80 = load <1 x bfloat>, ptr addrspace(3) %79, align 2, !dbg !12
  %81 = shufflevector <1 x bfloat> %80, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 320, !dbg !12
  %83 = load <1 x bfloat>, ptr addrspace(3) %82, align 2, !dbg !12
  %84 = shufflevector <1 x bfloat> %83, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 384, !dbg !12
  %86 = load <1 x bfloat>, ptr addrspace(3) %85, align 2, !dbg !12
  %87 = shufflevector <1 x bfloat> %86, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 448, !dbg !12
  %89 = load <1 x bfloat>, ptr addrspace(3) %88, align 2, !dbg !12
  %90 = shufflevector <1 x bfloat> %89, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 512, !dbg !12
  %92 = load <1 x bfloat>, ptr addrspace(3) %91, align 2, !dbg !12
  %93 = shufflevector <1 x bfloat> %92, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 576, !dbg !12
  %95 = load <1 x bfloat>, ptr addrspace(3) %94, align 2, !dbg !12
  %96 = shufflevector <1 x bfloat> %95, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 640, !dbg !12
  %98 = load <1 x bfloat>, ptr addrspace(3) %97, align 2, !dbg !12
  %99 = shufflevector <1 x bfloat> %98, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 704, !dbg !12
  %101 = load <1 x bfloat>, ptr addrspace(3) %100, align 2, !dbg !12
  %102 = shufflevector <1 x bfloat> %101, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 768, !dbg !12
  %104 = load <1 x bfloat>, ptr addrspace(3) %103, align 2, !dbg !12
  %105 = shufflevector <1 x bfloat> %104, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 832, !dbg !12
  %107 = load <1 x bfloat>, ptr addrspace(3) %106, align 2, !dbg !12
  %108 = shufflevector <1 x bfloat> %107, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 896, !dbg !12
  %110 = load <1 x bfloat>, ptr addrspace(3) %109, align 2, !dbg !12
  %111 = shufflevector <1 x bfloat> %110, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 960, !dbg !12
  %113 = load <1 x bfloat>, ptr addrspace(3) %112, align 2, !dbg !12
  %114 = shufflevector <1 x bfloat> %113, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1024, !dbg !12
  %116 = load <1 x bfloat>, ptr addrspace(3) %115, align 2, !dbg !12
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1088, !dbg !12
  %118 = load <1 x bfloat>, ptr addrspace(3) %117, align 2, !dbg !12
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1152, !dbg !12
  %120 = load <1 x bfloat>, ptr addrspace(3) %119, align 2, !dbg !12
  %121 = shufflevector <1 x bfloat> %120, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1216, !dbg !12
  %123 = load <1 x bfloat>, ptr addrspace(3) %122, align 2, !dbg !12
  %124 = shufflevector <1 x bfloat> %123, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1280, !dbg !12
  %126 = load <1 x bfloat>, ptr addrspace(3) %125, align 2, !dbg !12
  %127 = shufflevector <1 x bfloat> %126, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1344, !dbg !12
  %129 = load <1 x bfloat>, ptr addrspace(3) %128, align 2, !dbg !12
  %130 = shufflevector <1 x bfloat> %129, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1408, !dbg !12
  %132 = load <1 x bfloat>, ptr addrspace(3) %131, align 2, !dbg !12
  %133 = shufflevector <1 x bfloat> %132, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1472, !dbg !12
  %135 = load <1 x bfloat>, ptr addrspace(3) %134, align 2, !dbg !12
  %136 = shufflevector <1 x bfloat> %135, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1536, !dbg !12
  %138 = load <1 x bfloat>, ptr addrspace(3) %137, align 2, !dbg !12
  %139 = shufflevector <1 x bfloat> %138, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1600, !dbg !12
  %141 = load <1 x bfloat>, ptr addrspace(3) %140, align 2, !dbg !12
  %142 = shufflevector <1 x bfloat> %141, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1664, !dbg !12
  %144 = load <1 x bfloat>, ptr addrspace(3) %143, align 2, !dbg !12
  %145 = shufflevector <1 x bfloat> %144, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1728, !dbg !12
  %147 = load <1 x bfloat>, ptr addrspace(3) %146, align 2, !dbg !12
  %148 = shufflevector <1 x bfloat> %147, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1792, !dbg !12
  %150 = load <1 x bfloat>, ptr addrspace(3) %149, align 2, !dbg !12
  %151 = shufflevector <1 x bfloat> %150, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1856, !dbg !12
  %153 = load <1 x bfloat>, ptr addrspace(3) %152, align 2, !dbg !12
  %154 = shufflevector <1 x bfloat> %153, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1920, !dbg !12
  %156 = load <1 x bfloat>, ptr addrspace(3) %155, align 2, !dbg !12
  %157 = shufflevector <1 x bfloat> %156, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 1984, !dbg !12
  %159 = load <1 x bfloat>, ptr addrspace(3) %158, align 2, !dbg !12
  %160 = shufflevector <1 x bfloat> %159, <1 x bfloat> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %161 = shufflevector <8 x bfloat> %56, <8 x bfloat> %59, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !18
  %162 = bitcast <16 x bfloat> %161 to <16 x i16>, !dbg !18
  %163 = shufflevector <1 x bfloat> %70, <1 x bfloat> %72, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %164 = shufflevector <16 x bfloat> %163, <16 x bfloat> %75, <16 x i32> <i32 0, i32 1, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %165 = shufflevector <16 x bfloat> %164, <16 x bfloat> %78, <16 x i32> <i32 0, i32 1, i32 2, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %166 = shufflevector <16 x bfloat> %165, <16 x bfloat> %81, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %167 = shufflevector <16 x bfloat> %166, <16 x bfloat> %84, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %168 = shufflevector <16 x bfloat> %167, <16 x bfloat> %87, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %169 = shufflevector <16 x bfloat> %168, <16 x bfloat> %90, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %170 = shufflevector <16 x bfloat> %169, <16 x bfloat> %93, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %171 = shufflevector <16 x bfloat> %170, <16 x bfloat> %96, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %172 = shufflevector <16 x bfloat> %171, <16 x bfloat> %99, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %173 = shufflevector <16 x bfloat> %172, <16 x bfloat> %102, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %174 = shufflevector <16 x bfloat> %173, <16 x bfloat> %105, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 poison, i32 poison, i32 poison>, !dbg !18
  %175 = shufflevector <16 x bfloat> %174, <16 x bfloat> %108, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 16, i32 poison, i32 poison>, !dbg !18
  %176 = shufflevector <16 x bfloat> %175, <16 x bfloat> %111, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 poison>, !dbg !18
  %177 = shufflevector <16 x bfloat> %176, <16 x bfloat> %114, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 16>, !dbg !18
  %178 = bitcast <16 x bfloat> %177 to <16 x i16>, !dbg !18
  %179 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16> %178, <16 x i16> %162, <8 x float> zeroinitializer), !dbg !18
  %180 = shufflevector <8 x bfloat> %62, <8 x bfloat> %65, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !18
  %181 = bitcast <16 x bfloat> %180 to <16 x i16>, !dbg !18
  %182 = shufflevector <1 x bfloat> %116, <1 x bfloat> %118, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %183 = shufflevector <16 x bfloat> %182, <16 x bfloat> %121, <16 x i32> <i32 0, i32 1, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %184 = shufflevector <16 x bfloat> %183, <16 x bfloat> %124, <16 x i32> <i32 0, i32 1, i32 2, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %185 = shufflevector <16 x bfloat> %184, <16 x bfloat> %127, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %186 = shufflevector <16 x bfloat> %185, <16 x bfloat> %130, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %187 = shufflevector <16 x bfloat> %186, <16 x bfloat> %133, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %188 = shufflevector <16 x bfloat> %187, <16 x bfloat> %136, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %189 = shufflevector <16 x bfloat> %188, <16 x bfloat> %139, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %190 = shufflevector <16 x bfloat> %189, <16 x bfloat> %142, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %191 = shufflevector <16 x bfloat> %190, <16 x bfloat> %145, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %192 = shufflevector <16 x bfloat> %191, <16 x bfloat> %148, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !18
  %193 = shufflevector <16 x bfloat> %192, <16 x bfloat> %151, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 poison, i32 poison, i32 poison>, !dbg !18
  %194 = shufflevector <16 x bfloat> %193, <16 x bfloat> %154, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 16, i32 poison, i32 poison>, !dbg !18
  %195 = shufflevector <16 x bfloat> %194, <16 x bfloat> %157, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 poison>, !dbg !18
  %196 = shufflevector <16 x bfloat> %195, <16 x bfloat> %160, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 16>, !dbg !18
  %197 = bitcast <16 x bfloat> %196 to <16 x i16>, !dbg !18
  %198 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16> %197, <16 x i16> %181, <8 x float> %179), !dbg !18
  %199 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !11
  %.extract = extractelement <8 x float> %198, i64 0, !dbg !11
  %200 = shl nuw nsw i32 %37, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract, ptr addrspace(8) %199, i32 %200, i32 0, i32 0), !dbg !11
  %.extract1 = extractelement <8 x float> %198, i64 1, !dbg !11
  %201 = shl nuw nsw i32 %38, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract1, ptr addrspace(8) %199, i32 %201, i32 0, i32 0), !dbg !11
  %.extract2 = extractelement <8 x float> %198, i64 2, !dbg !11
  %202 = shl nuw nsw i32 %39, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract2, ptr addrspace(8) %199, i32 %202, i32 0, i32 0), !dbg !11
  %.extract3 = extractelement <8 x float> %198, i64 3, !dbg !11
  %203 = shl nuw nsw i32 %40, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract3, ptr addrspace(8) %199, i32 %203, i32 0, i32 0), !dbg !11
  %.extract4 = extractelement <8 x float> %198, i64 4, !dbg !11
  %204 = shl nuw nsw i32 %41, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract4, ptr addrspace(8) %199, i32 %204, i32 0, i32 0), !dbg !11
  %.extract5 = extractelement <8 x float> %198, i64 5, !dbg !11
  %205 = shl nuw nsw i32 %42, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract5, ptr addrspace(8) %199, i32 %205, i32 0, i32 0), !dbg !11
  %.extract6 = extractelement <8 x float> %198, i64 6, !dbg !11
  %206 = shl nuw nsw i32 %43, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract6, ptr addrspace(8) %199, i32 %206, i32 0, i32 0), !dbg !11
  %.extract7 = extractelement <8 x float> %198, i64 7, !dbg !11
  %207 = shl nuw nsw i32 %44, 2, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %.extract7, ptr addrspace(8) %199, i32 %207, i32 0, i32 0), !dbg !11
  ret void, !dbg !19
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
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16>, <16 x i16>, <8 x float>) #2

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
!6 = !{null, !7, !7, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DILocation(line: 102, column: 5, scope: !4)
!12 = !DILocation(line: 101, column: 9, scope: !4)
!13 = !DILocation(line: 100, column: 21, scope: !4)
!14 = !DILocation(line: 100, column: 39, scope: !4)
!15 = !DILocation(line: 100, column: 17, scope: !4)
!16 = !DILocation(line: 100, column: 9, scope: !4)
!17 = !DILocation(line: 102, column: 14, scope: !4)
!18 = !DILocation(line: 102, column: 49, scope: !4)
!19 = !DILocation(line: 95, column: 1, scope: !4)
