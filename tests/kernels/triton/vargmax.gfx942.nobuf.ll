; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vargmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %11 = shl i32 %10, 8, !dbg !12
  %12 = and i32 %6, 63, !dbg !13
  %13 = shl nuw nsw i32 %9, 6, !dbg !13
  %14 = or disjoint i32 %13, %12, !dbg !13
  %15 = or disjoint i32 %14, %11, !dbg !12
  %16 = icmp slt i32 %15, %2, !dbg !14
  br i1 %16, label %17, label %21, !dbg !15

17:                                               ; preds = %5
  %18 = sext i32 %15 to i64
  %19 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %18
  %20 = load <1 x i32>, ptr addrspace(1) %19, align 4, !dbg !15
  br label %21, !dbg !15

21:                                               ; preds = %17, %5
  %22 = phi <1 x i32> [ %20, %17 ], [ splat (i32 -2147483648), %5 ], !dbg !15
  %23 = extractelement <1 x i32> %22, i64 0, !dbg !15
  %24 = shl nuw nsw i32 %12, 2, !dbg !16
  %25 = xor i32 %24, 128, !dbg !16
  %26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %23), !dbg !16
  %27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %14), !dbg !16
  %28 = icmp eq i32 %23, %26, !dbg !22
  %29 = icmp slt i32 %14, %27, !dbg !24
  %30 = and i1 %28, %29, !dbg !22
  %31 = icmp sgt i32 %23, %26, !dbg !25
  %32 = or i1 %31, %30, !dbg !25
  %33 = select i1 %32, i32 %23, i32 %26, !dbg !26
  %34 = select i1 %32, i32 %14, i32 %27, !dbg !27
  %35 = xor i32 %24, 64, !dbg !16
  %36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %33), !dbg !16
  %37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %34), !dbg !16
  %38 = icmp eq i32 %33, %36, !dbg !22
  %39 = icmp slt i32 %34, %37, !dbg !24
  %40 = and i1 %38, %39, !dbg !22
  %41 = icmp sgt i32 %33, %36, !dbg !25
  %42 = or i1 %41, %40, !dbg !25
  %43 = select i1 %42, i32 %33, i32 %36, !dbg !26
  %44 = select i1 %42, i32 %34, i32 %37, !dbg !27
  %45 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %43, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %46 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %44, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %47 = icmp eq i32 %43, %45, !dbg !22
  %48 = icmp slt i32 %44, %46, !dbg !24
  %49 = and i1 %47, %48, !dbg !22
  %50 = icmp sgt i32 %43, %45, !dbg !25
  %51 = or i1 %50, %49, !dbg !25
  %52 = select i1 %51, i32 %43, i32 %45, !dbg !26
  %53 = select i1 %51, i32 %44, i32 %46, !dbg !27
  %54 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %54, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %56 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %53, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %56, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %58 = icmp eq i32 %52, %55, !dbg !22
  %59 = icmp slt i32 %53, %57, !dbg !24
  %60 = and i1 %58, %59, !dbg !22
  %61 = icmp sgt i32 %52, %55, !dbg !25
  %62 = or i1 %61, %60, !dbg !25
  %63 = select i1 %62, i32 %52, i32 %55, !dbg !26
  %64 = select i1 %62, i32 %53, i32 %57, !dbg !27
  %65 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %63, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %66 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %64, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %67 = icmp eq i32 %63, %65, !dbg !22
  %68 = icmp slt i32 %64, %66, !dbg !24
  %69 = and i1 %67, %68, !dbg !22
  %70 = icmp sgt i32 %63, %65, !dbg !25
  %71 = or i1 %70, %69, !dbg !25
  %72 = select i1 %71, i32 %63, i32 %65, !dbg !26
  %73 = select i1 %71, i32 %64, i32 %66, !dbg !27
  %74 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %72, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %75 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %73, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %76 = icmp eq i32 %72, %74, !dbg !22
  %77 = icmp slt i32 %73, %75, !dbg !24
  %78 = and i1 %76, %77, !dbg !22
  %79 = icmp sgt i32 %72, %74, !dbg !25
  %80 = or i1 %79, %78, !dbg !25
  %81 = select i1 %80, i32 %72, i32 %74, !dbg !26
  %82 = select i1 %80, i32 %73, i32 %75, !dbg !27
  %83 = shl nuw nsw i32 %9, 2, !dbg !16
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83, !dbg !16
  %85 = insertelement <1 x i32> poison, i32 %81, i64 0, !dbg !16
  store <1 x i32> %85, ptr addrspace(3) %84, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !28
  %86 = shl nuw nsw i32 %6, 2, !dbg !16
  %87 = and i32 %86, 12, !dbg !16
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %87, !dbg !16
  %89 = load <1 x i32>, ptr addrspace(3) %88, align 4, !dbg !16
  %90 = extractelement <1 x i32> %89, i64 0, !dbg !16
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %83, !dbg !16
  %92 = insertelement <1 x i32> poison, i32 %82, i64 0, !dbg !16
  store <1 x i32> %92, ptr addrspace(3) %91, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !28
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %87, !dbg !16
  %94 = load <1 x i32>, ptr addrspace(3) %93, align 4, !dbg !16
  %95 = extractelement <1 x i32> %94, i64 0, !dbg !16
  %96 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %97 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %95, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %98 = icmp eq i32 %90, %96, !dbg !22
  %99 = icmp slt i32 %95, %97, !dbg !24
  %100 = and i1 %98, %99, !dbg !22
  %101 = icmp sgt i32 %90, %96, !dbg !25
  %102 = or i1 %101, %100, !dbg !25
  %103 = select i1 %102, i32 %90, i32 %96, !dbg !26
  %104 = select i1 %102, i32 %95, i32 %97, !dbg !27
  %105 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %103, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %106 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %104, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %107 = or i32 %9, %12, !dbg !11
  %108 = icmp eq i32 %107, 0, !dbg !11
  br i1 %108, label %109, label %119, !dbg !11

109:                                              ; preds = %21
  %110 = icmp sgt i32 %103, %105, !dbg !25
  %111 = icmp eq i32 %103, %105, !dbg !22
  %112 = icmp slt i32 %104, %106, !dbg !24
  %113 = and i1 %111, %112, !dbg !22
  %114 = or i1 %110, %113, !dbg !25
  %115 = select i1 %114, i32 %104, i32 %106, !dbg !27
  %116 = insertelement <1 x i32> poison, i32 %115, i64 0, !dbg !11
  %117 = sext i32 %10 to i64, !dbg !29
  %118 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %117, !dbg !29
  store <1 x i32> %116, ptr addrspace(1) %118, align 4, !dbg !11
  br label %119, !dbg !11

119:                                              ; preds = %109, %21
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vargmax", linkageName: "vargmax", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 41, column: 5, scope: !4)
!12 = !DILocation(line: 39, column: 12, scope: !4)
!13 = !DILocation(line: 39, column: 39, scope: !4)
!14 = !DILocation(line: 40, column: 32, scope: !4)
!15 = !DILocation(line: 40, column: 9, scope: !4)
!16 = !DILocation(line: 206, column: 20, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 223, column: 16, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 41, column: 38, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 175, column: 15, scope: !17, inlinedAt: !23)
!23 = !DILocation(line: 186, column: 12, scope: !17, inlinedAt: !16)
!24 = !DILocation(line: 175, column: 36, scope: !17, inlinedAt: !23)
!25 = !DILocation(line: 178, column: 10, scope: !17, inlinedAt: !23)
!26 = !DILocation(line: 179, column: 13, scope: !17, inlinedAt: !23)
!27 = !DILocation(line: 180, column: 13, scope: !17, inlinedAt: !23)
!28 = !{!"amdgpu-synchronize-as", !"local"}
!29 = !DILocation(line: 41, column: 14, scope: !4)
!30 = !DILocation(line: 37, column: 1, scope: !4)
