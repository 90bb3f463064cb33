; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @colsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = lshr i32 %6, 6, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = and i32 %5, 7, !dbg !12
  %10 = shl nuw nsw i32 %9, 4, !dbg !12
  %11 = shl nuw nsw i32 %8, 10, !dbg !13
  %12 = shl nuw nsw i32 %5, 4, !dbg !13
  %13 = and i32 %12, 896, !dbg !13
  %14 = or disjoint i32 %11, %13, !dbg !13
  %15 = or disjoint i32 %14, %10, !dbg !13
  %16 = or disjoint i32 %15, 4096, !dbg !13
  %17 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !14
  %18 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %17, i32 %15, i32 0, i32 0), !dbg !14
  %19 = extractelement <4 x i32> %18, i64 0, !dbg !14
  %20 = extractelement <4 x i32> %18, i64 1, !dbg !14
  %21 = extractelement <4 x i32> %18, i64 2, !dbg !14
  %22 = extractelement <4 x i32> %18, i64 3, !dbg !14
  %23 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %17, i32 %16, i32 0, i32 0), !dbg !14
  %24 = extractelement <4 x i32> %23, i64 0, !dbg !14
  %25 = extractelement <4 x i32> %23, i64 1, !dbg !14
  %26 = extractelement <4 x i32> %23, i64 2, !dbg !14
  %27 = extractelement <4 x i32> %23, i64 3, !dbg !14
  %28 = add i32 %24, %19, !dbg !15
  %29 = add i32 %25, %20, !dbg !15
  %30 = add i32 %26, %21, !dbg !15
  %31 = add i32 %27, %22, !dbg !15
  %32 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %28, i32 %28, i1 false, i1 false), !dbg !18
  %33 = extractvalue { i32, i32 } %32, 0, !dbg !18
  %34 = extractvalue { i32, i32 } %32, 1, !dbg !18
  %35 = icmp eq i32 %33, %28, !dbg !18
  %36 = select i1 %35, i32 %34, i32 %33, !dbg !18
  %37 = add i32 %36, %28, !dbg !15
  %38 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %37, i32 %37, i1 false, i1 false), !dbg !18
  %39 = extractvalue { i32, i32 } %38, 0, !dbg !18
  %40 = extractvalue { i32, i32 } %38, 1, !dbg !18
  %41 = icmp eq i32 %39, %37, !dbg !18
  %42 = select i1 %41, i32 %40, i32 %39, !dbg !18
  %43 = add i32 %42, %37, !dbg !15
  %44 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %43, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %45 = add i32 %43, %44, !dbg !15
  %46 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %29, i32 %29, i1 false, i1 false), !dbg !18
  %47 = extractvalue { i32, i32 } %46, 0, !dbg !18
  %48 = extractvalue { i32, i32 } %46, 1, !dbg !18
  %49 = icmp eq i32 %47, %29, !dbg !18
  %50 = select i1 %49, i32 %48, i32 %47, !dbg !18
  %51 = add i32 %50, %29, !dbg !15
  %52 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %51, i32 %51, i1 false, i1 false), !dbg !18
  %53 = extractvalue { i32, i32 } %52, 0, !dbg !18
  %54 = extractvalue { i32, i32 } %52, 1, !dbg !18
  %55 = icmp eq i32 %53, %51, !dbg !18
  %56 = select i1 %55, i32 %54, i32 %53, !dbg !18
  %57 = add i32 %56, %51, !dbg !15
  %58 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %57, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %59 = add i32 %57, %58, !dbg !15
  %60 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %30, i32 %30, i1 false, i1 false), !dbg !18
  %61 = extractvalue { i32, i32 } %60, 0, !dbg !18
  %62 = extractvalue { i32, i32 } %60, 1, !dbg !18
  %63 = icmp eq i32 %61, %30, !dbg !18
  %64 = select i1 %63, i32 %62, i32 %61, !dbg !18
  %65 = add i32 %64, %30, !dbg !15
  %66 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %65, i32 %65, i1 false, i1 false), !dbg !18
  %67 = extractvalue { i32, i32 } %66, 0, !dbg !18
  %68 = extractvalue { i32, i32 } %66, 1, !dbg !18
  %69 = icmp eq i32 %67, %65, !dbg !18
  %70 = select i1 %69, i32 %68, i32 %67, !dbg !18
  %71 = add i32 %70, %65, !dbg !15
  %72 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %71, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %73 = add i32 %71, %72, !dbg !15
  %74 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %31, i32 %31, i1 false, i1 false), !dbg !18
  %75 = extractvalue { i32, i32 } %74, 0, !dbg !18
  %76 = extractvalue { i32, i32 } %74, 1, !dbg !18
  %77 = icmp eq i32 %75, %31, !dbg !18
  %78 = select i1 %77, i32 %76, i32 %75, !dbg !18
  %79 = add i32 %78, %31, !dbg !15
  %80 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %79, i32 %79, i1 false, i1 false), !dbg !18
  %81 = extractvalue { i32, i32 } %80, 0, !dbg !18
  %82 = extractvalue { i32, i32 } %80, 1, !dbg !18
  %83 = icmp eq i32 %81, %79, !dbg !18
  %84 = select i1 %83, i32 %82, i32 %81, !dbg !18
  %85 = add i32 %84, %79, !dbg !15
  %86 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %85, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %87 = add i32 %85, %86, !dbg !15
  %88 = shl nuw nsw i32 %9, 5, !dbg !18
  %89 = and i32 %6, 64, !dbg !18
  %90 = icmp eq i32 %89, 0, !dbg !18
  %91 = select i1 %90, i32 0, i32 400, !dbg !18
  %92 = shl nuw nsw i32 %7, 3, !dbg !18
  %93 = and i32 %92, 16, !dbg !18
  %94 = xor i32 %91, %93, !dbg !18
  %95 = xor i32 %94, %88, !dbg !18
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95, !dbg !18
  %97 = insertelement <4 x i32> poison, i32 %45, i64 0, !dbg !18
  %98 = insertelement <4 x i32> %97, i32 %59, i64 1, !dbg !18
  %99 = insertelement <4 x i32> %98, i32 %73, i64 2, !dbg !18
  %100 = insertelement <4 x i32> %99, i32 %87, i64 3, !dbg !18
  store <4 x i32> %100, ptr addrspace(3) %96, align 16, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !21
  %101 = and i32 %5, 8, !dbg !18
  %102 = icmp eq i32 %101, 0, !dbg !18
  %103 = select i1 %102, i32 0, i32 400, !dbg !18
  %104 = and i32 %5, 16, !dbg !18
  %105 = or disjoint i32 %88, %104, !dbg !18
  %106 = xor i32 %105, %103, !dbg !18
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %106, !dbg !18
  %108 = load <4 x i32>, ptr addrspace(3) %107, align 16, !dbg !18
  %109 = extractelement <4 x i32> %108, i64 0, !dbg !18
  %110 = extractelement <4 x i32> %108, i64 1, !dbg !18
  %111 = extractelement <4 x i32> %108, i64 2, !dbg !18
  %112 = extractelement <4 x i32> %108, i64 3, !dbg !18
  %113 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %109, i32 %109, i1 false, i1 false), !dbg !18
  %114 = extractvalue { i32, i32 } %113, 0, !dbg !18
  %115 = extractvalue { i32, i32 } %113, 1, !dbg !18
  %116 = icmp eq i32 %114, %109, !dbg !18
  %117 = select i1 %116, i32 %115, i32 %114, !dbg !18
  %118 = add i32 %117, %109, !dbg !15
  %119 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %118, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %120 = add i32 %118, %119, !dbg !15
  %121 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %110, i32 %110, i1 false, i1 false), !dbg !18
  %122 = extractvalue { i32, i32 } %121, 0, !dbg !18
  %123 = extractvalue { i32, i32 } %121, 1, !dbg !18
  %124 = icmp eq i32 %122, %110, !dbg !18
  %125 = select i1 %124, i32 %123, i32 %122, !dbg !18
  %126 = add i32 %125, %110, !dbg !15
  %127 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %126, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %128 = add i32 %126, %127, !dbg !15
  %129 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %111, i32 %111, i1 false, i1 false), !dbg !18
  %130 = extractvalue { i32, i32 } %129, 0, !dbg !18
  %131 = extractvalue { i32, i32 } %129, 1, !dbg !18
  %132 = icmp eq i32 %130, %111, !dbg !18
  %133 = select i1 %132, i32 %131, i32 %130, !dbg !18
  %134 = add i32 %133, %111, !dbg !15
  %135 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %134, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %136 = add i32 %134, %135, !dbg !15
  %137 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %112, i32 %112, i1 false, i1 false), !dbg !18
  %138 = extractvalue { i32, i32 } %137, 0, !dbg !18
  %139 = extractvalue { i32, i32 } %137, 1, !dbg !18
  %140 = icmp eq i32 %138, %112, !dbg !18
  %141 = select i1 %140, i32 %139, i32 %138, !dbg !18
  %142 = add i32 %141, %112, !dbg !15
  %143 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %142, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %144 = add i32 %142, %143, !dbg !15
  fence syncscope("workgroup") release, !dbg !11, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !21
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %10, !dbg !11
  %146 = insertelement <4 x i32> poison, i32 %120, i64 0, !dbg !11
  %147 = insertelement <4 x i32> %146, i32 %128, i64 1, !dbg !11
  %148 = insertelement <4 x i32> %147, i32 %136, i64 2, !dbg !11
  %149 = insertelement <4 x i32> %148, i32 %144, i64 3, !dbg !11
  store <4 x i32> %149, ptr addrspace(3) %145, align 16, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !21
  %150 = shl nuw nsw i32 %5, 2, !dbg !11
  %151 = and i32 %150, 124, !dbg !11
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %151, !dbg !11
  %153 = load i32, ptr addrspace(3) %152, align 4, !dbg !11
  %154 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %155 = and i32 %5, 32, !dbg !11
  %156 = or disjoint i32 %8, %155, !dbg !11
  %157 = icmp eq i32 %156, 0, !dbg !11
  %158 = select i1 %157, i32 %151, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %153, ptr addrspace(8) %154, i32 %158, i32 0, i32 0), !dbg !11
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare { i32, i32 } @llvm.amdgcn.permlane32.swap(i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare { i32, i32 } @llvm.amdgcn.permlane16.swap(i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "colsum", linkageName: "colsum", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 75, column: 5, scope: !4)
!12 = !DILocation(line: 74, column: 9, scope: !4)
!13 = !DILocation(line: 75, column: 52, scope: !4)
!14 = !DILocation(line: 75, column: 44, scope: !4)
!15 = !DILocation(line: 287, column: 12, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 314, column: 12, scope: !16, inlinedAt: !19)
!19 = !DILocation(line: 75, column: 37, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !{!"amdgpu-synchronize-as", !"local"}
!22 = !DILocation(line: 71, column: 1, scope: !4)
